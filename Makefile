# The two commands of the README: `make test` and `make bench`.
# Both install OpenBLAS, the renderer's libraries and pkg-config, which
# finds them, through apt when they are missing, with sudo only when not
# already root.

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

.PHONY: test totality-entry-points sanitize fuzz readme bench bench-full bench-publish bench-build-default bench-build-native bench-quick docs docs-preview deps bench-deps clean

# The renderer's libraries: libdeflate (PNG), libwebp (WebP, and its
# demuxer, with which the tests read WebP files back) and Cairo (the tests'
# and the benchmark's second renderer). ffmpeg stays optional: MP4 and GIF
# export report its absence.
DEPS_PKGCONFIG := openblas libdeflate libwebpmux libwebpdemux cairo
DEPS_APT := libopenblas-dev pkg-config libdeflate-dev libwebp-dev libcairo2-dev
deps:
	@if ! pkg-config --exists $(DEPS_PKGCONFIG) 2>/dev/null; then \
		echo "Installing $(DEPS_APT) through apt…"; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $(DEPS_APT); \
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
			&& $(TICK) "installing threadpoolctl" $(BENCH_VENV)/bin/python -m pip install --quiet --disable-pip-version-check threadpoolctl; } \
		|| { rm -rf $(BENCH_VENV); echo "note: no virtual environment for threadpoolctl; the report names numpy's BLAS as unknown"; }; \
	fi

# The suite runs twice: as a plain dependency builds the library (baseline
# x86-64: SSE2 lanes, separate multiplies and adds) and as `make bench` builds
# it (-march=native: AVX2 or AVX-512 lanes, fused multiply-adds), since the
# kernels choose their lanes and fusing at compile time. The memory-growth
# suite measures the process's resident set, so it runs alone, in a third
# process. The second run also enables the AnimatableMacro trait, which
# builds swift-syntax and the @Animatable macro and adds their tests, so
# the first keeps checking the library as a plain dependency builds it.
test: deps
	$(SWIFT) test
	$(SWIFT) test --scratch-path .build-native-test --traits AnimatableMacro $(NATIVE_FLAGS)
	ANIMATION_KERNELS_MEMORY_TESTS=1 $(SWIFT) test --filter MemoryGrowthTests

# The list of public entry points the trap walk must cover
# (Tests/AnimationKernelsTests/Totality/PublicEntryPoints.swift), from the
# module's symbol graph; run it when the walk's test says the sources changed.
totality-entry-points:
	$(SWIFT) build --target AnimationKernels --scratch-path .build/totality-build \
		-Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc $(CURDIR)/.build/totality-symbols
	python3 .ci/public-entry-points.py .build/totality-symbols

# The tests under ThreadSanitizer and AddressSanitizer (with LeakSanitizer;
# XCTest's own leaks are suppressed, see .ci/lsan-suppressions.txt).
# The trap walk (child processes calling scalar entry points) and the
# stroke oracle's dense sampling (single-threaded geometry) are skipped
# here: they take minutes under the sanitizers and share no memory across
# threads; `make test` runs them.
SANITIZE_SKIP := --skip Totality --skip StrokedPathDistance
sanitize: deps
	$(SWIFT) test --sanitize=thread --scratch-path .build-tsan $(SANITIZE_SKIP)
	LSAN_OPTIONS=suppressions=$(CURDIR)/.ci/lsan-suppressions.txt \
		$(SWIFT) test --sanitize=address --scratch-path .build-asan $(SANITIZE_SKIP)

# The libFuzzer targets (the package Fuzz/, which depends on this one by
# path), built optimized with the fuzzer and AddressSanitizer, as libFuzzer
# advises: a debug build runs a long input (a million-element stroke
# outline) slower than the timeout, and -O keeps every overflow, bounds and
# precondition check. Each target runs for FUZZ_SECONDS from its seeds in
# Fuzz/Corpus/<target>/ (with the dictionary Fuzz/Corpus/<target>.dict when
# there is one); an input running longer than FUZZ_TIMEOUT seconds is a
# finding. The corpus each run grows, its log and its findings stay under
# Fuzz/.build; any finding fails the target. Swift's backtracer is off so
# that libFuzzer's own handler saves the input.
FUZZ_SECONDS ?= 60
FUZZ_TIMEOUT ?= 10
FUZZ_SKIP ?=
FUZZ_BIN := Fuzz/.build/release/animation-fuzz
# SwiftPM passes each --sanitize as its own -sanitize= flag, and swiftc keeps
# only the last: the modules got AddressSanitizer but no coverage counters,
# and libFuzzer mutated blind. One combined flag, passed last, gives both.
FUZZ_INSTRUMENT := -Xswiftc -sanitize=fuzzer,address
FUZZ_OUT := Fuzz/.build/fuzz
fuzz: deps
	$(SWIFT) build -c release --package-path Fuzz --sanitize=fuzzer --sanitize=address $(FUZZ_INSTRUMENT)
	@echo "Findings go to $(CURDIR)/$(FUZZ_OUT)/findings/<target>/; replay one with"
	@echo "  FUZZ_TARGET=<target> $(FUZZ_BIN) <file>"
	@failed=""; for target in $$(FUZZ_TARGET=list $(FUZZ_BIN)); do \
		case " $(FUZZ_SKIP) " in *" $$target "*) echo "== fuzz $$target skipped (FUZZ_SKIP)"; continue;; esac; \
		mkdir -p $(FUZZ_OUT)/corpus/$$target $(FUZZ_OUT)/findings/$$target; \
		seeds=$$(test -d Fuzz/Corpus/$$target && echo Fuzz/Corpus/$$target); \
		dict=$$(test -f Fuzz/Corpus/$$target.dict && echo -dict=Fuzz/Corpus/$$target.dict); \
		log=$(FUZZ_OUT)/$$target.log; \
		echo "== fuzz $$target for $(FUZZ_SECONDS) s (log: $$log)"; \
		if FUZZ_TARGET=$$target SWIFT_BACKTRACE=enable=no $(FUZZ_BIN) -max_total_time=$(FUZZ_SECONDS) \
			-timeout=$(FUZZ_TIMEOUT) -print_final_stats=1 -artifact_prefix=$(FUZZ_OUT)/findings/$$target/ \
			$$dict $(FUZZ_OUT)/corpus/$$target $$seeds >$$log 2>&1; then \
			grep -E '^(Done|stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb))' $$log; \
		else \
			grep -E -v '^ +0x|^#[0-9]+ +(NEW|REDUCE|pulse)' $$log | tail -n 40; failed="$$failed $$target"; \
		fi; \
	done; \
	if [ -n "$$failed" ]; then echo "Fuzzing found inputs that fail:$$failed (see $(CURDIR)/$(FUZZ_OUT)/findings/)"; exit 1; fi

# `make bench` measures into .build/bench/ and leaves the work tree alone:
# the report is .build/bench/latest/REPORT.md, the gallery .build/bench/gallery.
# It measures the standard grid: every kernel, backend and reference at a
# few shapes spanning the cache levels, including every shape a target or
# the README's headline names. `make bench-full` measures every shape, in
# more rounds where a target judges the memory bandwidth, and adds the
# baseline-build pass (a second release build; its figures are the report's
# last section): the committed results. `make bench-publish` then copies
# that finished run over results/latest and results/gallery and rewrites
# the README's results block from it.
#
# Where the time goes: the native release build, the rendering kernel
# (1080p frames against Cairo and a clear, then each encoder, into
# latest/raster/, which the report's "Rendering" section reads), the
# start-of-run bandwidth table, and every shape's interleaved rounds.
# Every step prints a line at least every 10 s and its wall time.
BENCH_DIR ?= .build/bench
BENCH_DEFAULT_BUILD ?=
BENCH_GRID_FLAG ?=
TICK := Benchmarks/scripts/ticking.sh
BENCH_PATH := PATH="$(CURDIR)/$(BENCH_VENV)/bin:$$PATH"
bench: bench-deps
	@$(TICK) "resolving the benchmark's packages" $(SWIFT) package resolve $(BENCH) --scratch-path Benchmarks/.build-native >/dev/null
	@echo "Building the benchmark in release, native (two to three minutes on two cores; a line every 10 s)…"
	@$(TICK) "release build" $(MAKE) --no-print-directory bench-build-native
ifneq ($(BENCH_DEFAULT_BUILD),)
	@$(TICK) "default build" $(MAKE) --no-print-directory bench-build-default
	@$(TICK) "default-build pass" $(DEFAULT) run --pass default-build --kernels add,scale,interpolate,magnitudeSquared,frames,waves \
		--backends simd --threads 1 --no-references --no-numpy --no-bandwidth-table $(BENCH_GRID_FLAG) --output $(BENCH_DIR)/default-build
endif
	@$(TICK) "rendering" $(NATIVE) raster --rounds 3 --frames 60 --encoder-frames 12 --output $(BENCH_DIR)/latest/raster >/dev/null
	@echo "Measuring (a progress line per tenth of the shapes, a tick every 10 s)…"
	@$(BENCH_PATH) $(TICK) "measuring" $(NATIVE) run --output $(BENCH_DIR)/latest --build-flags="$(BENCH_RELEASE) $(NATIVE_FLAGS)" $(BENCH_GRID_FLAG) \
		$(if $(BENCH_DEFAULT_BUILD),--default-build-results $(BENCH_DIR)/default-build/results.json) $(BENCH_FLAGS)
	@$(TICK) "gallery" $(NATIVE) render --output $(BENCH_DIR)/gallery >/dev/null
	@echo "The report is $(BENCH_DIR)/latest/REPORT.md, the gallery $(BENCH_DIR)/gallery/; nothing in the work tree changed."
	@echo "make bench-publish copies a make bench-full run to results/latest and results/gallery and rewrites README.md's results block."

bench-full:
	@$(MAKE) --no-print-directory bench BENCH_GRID_FLAG=--full BENCH_DEFAULT_BUILD=1

# Publishes the finished run of `make bench-full` (a run writes results.json
# last, all at once, so its presence means the run finished); the committed
# results hold every shape, so a run of a smaller grid is refused.
bench-publish:
	@test -f $(BENCH_DIR)/latest/results.json -a -d $(BENCH_DIR)/gallery \
		|| { echo "No finished run in $(BENCH_DIR): run make bench-full first."; exit 1; }
	@grep -Eq '"grid" *: *"full"' $(BENCH_DIR)/latest/machine.json \
		|| { echo "$(BENCH_DIR) holds a run of fewer shapes than the committed results: run make bench-full first."; exit 1; }
	rm -rf results/latest results/gallery
	cp -R $(BENCH_DIR)/latest results/latest
	cp -R $(BENCH_DIR)/gallery results/gallery
	$(NATIVE) readme --results results/latest --readme README.md
	@echo "Published $(BENCH_DIR) to results/latest, results/gallery and README.md: review with git diff, then commit."

# The README's results block, regenerated from results/latest without
# measuring (CI runs it with --check).
readme:
	$(SWIFT) build $(BENCH_RELEASE) $(BENCH) --product animation-bench
	$(DEFAULT) readme --results results/latest --readme README.md

# The benchmark's release builds carry no debug information: nothing reads
# it, and emitting it is part of the build's wait; the code is the same.
BENCH_RELEASE := -c release -Xswiftc -gnone
bench-build-default:
	$(SWIFT) build $(BENCH_RELEASE) $(BENCH) --product animation-bench

bench-build-native:
	$(SWIFT) build $(BENCH_RELEASE) $(BENCH) --product animation-bench --scratch-path Benchmarks/.build-native $(NATIVE_FLAGS)

bench-quick: deps
	$(SWIFT) build $(BENCH_RELEASE) $(BENCH) --product animation-bench
	$(DEFAULT) run --quick --output .build/bench-quick $(BENCH_FLAGS)

# The DocC catalog, built with the toolchain's docc from the symbol graphs
# the compiler emits, so the library's manifest needs no plugin dependency.
# Warnings are errors, the compiler's included: a broken symbol link, an
# undocumented parameter or a warning a client would see in the library
# fails the build (CI builds it from a clean clone, so every file compiles).
# A scratch path of its own keeps the flags from invalidating the test build;
# it starts empty, since the compiler writes symbol graphs only for a module
# it compiles, and a rerun after a change to the catalog alone found none.
# The catalog is a static web site: `make docs-preview` serves it.
DOCC ?= $(shell command -v docc 2>/dev/null || echo $(dir $(shell command -v $(SWIFT)))docc)
SYMBOL_GRAPHS := .build/symbol-graphs
docs:
	rm -rf $(SYMBOL_GRAPHS) .build/docs .build/docs-build
	mkdir -p $(SYMBOL_GRAPHS)
	$(SWIFT) build --target AnimationKernels --scratch-path .build/docs-build -Xswiftc -warnings-as-errors \
		-Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc $(CURDIR)/$(SYMBOL_GRAPHS)
	$(DOCC) convert Sources/AnimationKernels/Documentation.docc \
		--additional-symbol-graph-dir $(SYMBOL_GRAPHS) \
		--fallback-display-name AnimationKernels --fallback-bundle-identifier AnimationKernels \
		--transform-for-static-hosting --warnings-as-errors --output-path .build/docs
	@echo "The DocC catalog is in $(CURDIR)/.build/docs: a static web site, blank when"
	@echo "opened from the file system. Serve it with \`make docs-preview\` and open"
	@echo "http://localhost:$(DOCS_PORT)/documentation/animationkernels/"

# Serves the catalog `make docs` built, on localhost only, until interrupted.
DOCS_PORT ?= 8000
docs-preview:
	@test -f .build/docs/index.html || $(MAKE) --no-print-directory docs
	@echo "Serving the DocC catalog at http://localhost:$(DOCS_PORT)/documentation/animationkernels/ (Ctrl-C stops)"
	python3 -m http.server $(DOCS_PORT) --bind 127.0.0.1 --directory .build/docs

clean:
	rm -rf .build .build-native .build-native-test .build-tsan .build-asan Examples/ReadmeClient/.build Examples/SwiftUIPort/.build \
		Benchmarks/.build Benchmarks/.build-native
