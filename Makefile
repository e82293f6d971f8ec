# The two commands of the README: `make test` and `make bench`.
# Both install OpenBLAS (and pkg-config, which finds it) through apt when
# they are missing, with sudo only when not already root.

SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
BENCH_FLAGS ?=
# -march=native reaches Swift's own code generation through the Clang
# importer: AVX2 or AVX-512 and FMA, two to four times the SIMD width of
# the baseline build. On x86-64, jumps are also kept from crossing or ending
# on 32-byte boundaries: Intel's microcode fix for the JCC erratum (Skylake
# to Cascade Lake) takes such jumps out of the decoded-instruction cache,
# which made the few-nanosecond loops of short vectors up to twice as slow and
# their figures depend on where the linker happened to place them. The
# report compares the default build and records the flags.
JCC_FLAGS := $(if $(filter x86_64,$(shell uname -m)),-Xswiftc -Xllvm -Xswiftc -x86-branches-within-32B-boundaries)
NATIVE_FLAGS := -Xcc -march=native $(JCC_FLAGS)
# The benchmark is its own package (Benchmarks/Package.swift), so that the
# library's manifest names none of its dependencies.
BENCH := --package-path Benchmarks
NATIVE := Benchmarks/.build-native/release/animation-bench
DEFAULT := Benchmarks/.build/release/animation-bench

.PHONY: test sanitize readme bench bench-publish bench-build-default bench-build-native bench-quick docs deps bench-deps clean

deps:
	@if ! pkg-config --exists openblas 2>/dev/null; then \
		echo "Installing libopenblas-dev and pkg-config through apt…"; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq libopenblas-dev pkg-config; \
	fi

# The numpy peer reports the BLAS numpy runs through threadpoolctl, which a
# plain numpy install lacks. It goes into a virtual environment under .build
# that reuses the python3's numpy (--system-site-packages), never into the
# system Python; the run puts that environment first on its PATH. Without
# python3 and numpy nothing is installed (the peer is then skipped), and
# where the environment cannot be made the report names numpy's BLAS as
# unknown.
PYTHON ?= python3
BENCH_VENV := .build/bench-venv
bench-deps: deps
	@if $(PYTHON) -c 'import numpy' >/dev/null 2>&1 && ! $(PYTHON) -c 'import threadpoolctl' >/dev/null 2>&1 \
		&& ! $(BENCH_VENV)/bin/python -c 'import threadpoolctl' >/dev/null 2>&1; then \
		echo "Installing threadpoolctl (names numpy's BLAS in the report) into $(BENCH_VENV), a virtual environment reusing $(PYTHON)'s numpy…"; \
		{ $(PYTHON) -m venv --system-site-packages $(BENCH_VENV) >/dev/null 2>&1 \
			&& $(BENCH_VENV)/bin/python -m pip install --quiet --disable-pip-version-check threadpoolctl; } \
		|| { rm -rf $(BENCH_VENV); echo "note: no virtual environment for threadpoolctl; the report names numpy's BLAS as unknown"; }; \
	fi

# `make bench` measures into .build/bench/ and leaves the work tree alone:
# the report is .build/bench/latest/REPORT.md, the gallery .build/bench/gallery.
# `make bench-publish` then copies that finished run over results/latest and
# results/gallery and rewrites the README's results block from it.
#
# Where the time goes: the native release build (about a minute on two
# cores), the start-of-run bandwidth table, and every shape's interleaved
# rounds. The baseline-build pass, which takes a second release build, runs
# only with BENCH_DEFAULT_BUILD=1 (its figures are the report's last
# section). Every step prints a line at least every 10 s and its wall time.
BENCH_DIR ?= .build/bench
BENCH_DEFAULT_BUILD ?=
TICK := Benchmarks/scripts/ticking.sh
BENCH_PATH := PATH="$(CURDIR)/$(BENCH_VENV)/bin:$$PATH"
bench: bench-deps
	@$(SWIFT) package resolve $(BENCH) >/dev/null
	@echo "Building the benchmark in release, native (about a minute on two cores; a line every 10 s)…"
	@$(TICK) "release build" $(MAKE) --no-print-directory bench-build-native
ifneq ($(BENCH_DEFAULT_BUILD),)
	@$(TICK) "default build" $(MAKE) --no-print-directory bench-build-default
	@$(TICK) "default-build pass" $(DEFAULT) run --pass default-build --kernels add,scale,interpolate,magnitudeSquared,frames,waves \
		--backends simd --threads 1 --no-references --no-numpy --no-bandwidth-table --output $(BENCH_DIR)/default-build
endif
	@echo "Measuring (a progress line per tenth of the shapes, a tick every 10 s)…"
	@$(BENCH_PATH) $(TICK) "measuring" $(NATIVE) run --output $(BENCH_DIR)/latest --build-flags="-c release $(NATIVE_FLAGS)" \
		$(if $(BENCH_DEFAULT_BUILD),--default-build-results $(BENCH_DIR)/default-build/results.json) $(BENCH_FLAGS)
	@$(TICK) "gallery" $(NATIVE) render --output $(BENCH_DIR)/gallery >/dev/null
	@echo "The report is $(BENCH_DIR)/latest/REPORT.md, the gallery $(BENCH_DIR)/gallery/; nothing in the work tree changed."
	@echo "make bench-publish copies them to results/latest and results/gallery and rewrites README.md's results block."

# Publishes the finished run of `make bench` (a run writes results.json
# last, all at once, so its presence means the run finished).
bench-publish:
	@test -f $(BENCH_DIR)/latest/results.json -a -d $(BENCH_DIR)/gallery \
		|| { echo "No finished run in $(BENCH_DIR): run make bench first."; exit 1; }
	rm -rf results/latest results/gallery
	cp -R $(BENCH_DIR)/latest results/latest
	cp -R $(BENCH_DIR)/gallery results/gallery
	$(NATIVE) readme --results results/latest --readme README.md
	@echo "Published $(BENCH_DIR) to results/latest, results/gallery and README.md: review with git diff, then commit."

# The README's results block, regenerated from results/latest without
# measuring (CI runs it with --check).
readme:
	$(SWIFT) build -c release $(BENCH) --product animation-bench
	$(DEFAULT) readme --results results/latest --readme README.md

bench-build-default:
	$(SWIFT) build -c release $(BENCH) --product animation-bench

bench-build-native:
	$(SWIFT) build -c release $(BENCH) --product animation-bench --scratch-path Benchmarks/.build-native $(NATIVE_FLAGS)

bench-quick: deps
	$(SWIFT) build -c release $(BENCH) --product animation-bench
	$(DEFAULT) run --quick --output .build/bench-quick $(BENCH_FLAGS)

# The DocC catalog, built with the toolchain's docc from the symbol graphs
# the compiler emits, so the library's manifest needs no plugin dependency.
# Warnings are errors: a broken symbol link or an undocumented parameter
# fails the build. A scratch path of its own keeps the flags from
# invalidating the test build. Open .build/docs with a static web server.
DOCC ?= $(shell command -v docc 2>/dev/null || echo $(dir $(shell command -v $(SWIFT)))docc)
SYMBOL_GRAPHS := .build/symbol-graphs
docs:
	rm -rf $(SYMBOL_GRAPHS) .build/docs
	mkdir -p $(SYMBOL_GRAPHS)
	$(SWIFT) build --target AnimationKernels --scratch-path .build/docs-build \
		-Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc $(CURDIR)/$(SYMBOL_GRAPHS)
	$(DOCC) convert Sources/AnimationKernels/Documentation.docc \
		--additional-symbol-graph-dir $(SYMBOL_GRAPHS) \
		--fallback-display-name AnimationKernels --fallback-bundle-identifier AnimationKernels \
		--transform-for-static-hosting --warnings-as-errors --output-path .build/docs

clean:
	rm -rf .build .build-native .build-native-test .build-tsan .build-asan Examples/ReadmeClient/.build Examples/SwiftUIPort/.build \
		Benchmarks/.build Benchmarks/.build-native
