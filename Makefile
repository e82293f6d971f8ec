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

.PHONY: test totality-entry-points sanitize fuzz readme bench bench-build-default bench-build-native bench-quick docs docs-preview deps bench-deps clean

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
# plain numpy install lacks: installed with pip for the python3 that has
# numpy (the one the peer runs), so that the report names numpy's kernel
# and flags a core mismatch instead of saying "unknown". Nothing is
# installed when python3 or numpy is missing (the peer is then skipped).
PYTHON ?= python3
bench-deps: deps
	@if $(PYTHON) -c 'import numpy' >/dev/null 2>&1 && ! $(PYTHON) -c 'import threadpoolctl' >/dev/null 2>&1; then \
		echo "Installing threadpoolctl for numpy's runtime BLAS through pip…"; \
		$(PYTHON) -m pip install --quiet --disable-pip-version-check threadpoolctl || \
		$(PYTHON) -m pip install --quiet --disable-pip-version-check --user threadpoolctl; \
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
# path), built with the fuzzer and AddressSanitizer and each run for
# FUZZ_SECONDS from its seeds in Fuzz/Corpus/<target>/ (with the dictionary
# Fuzz/Corpus/<target>.dict when there is one); an input running longer
# than FUZZ_TIMEOUT seconds is a finding. The corpus each run grows, its log
# and its findings stay under Fuzz/.build; any finding fails the target.
# Swift's backtracer is off so that libFuzzer's own handler saves the input.
FUZZ_SECONDS ?= 60
FUZZ_TIMEOUT ?= 10
FUZZ_BIN := Fuzz/.build/debug/animation-fuzz
FUZZ_OUT := Fuzz/.build/fuzz
fuzz: deps
	$(SWIFT) build --package-path Fuzz --sanitize=fuzzer --sanitize=address
	@echo "Findings go to $(CURDIR)/$(FUZZ_OUT)/findings/<target>/; replay one with"
	@echo "  FUZZ_TARGET=<target> $(FUZZ_BIN) <file>"
	@failed=""; for target in $$(FUZZ_TARGET=list $(FUZZ_BIN)); do \
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

# The two builds run side by side (each alone keeps a second core busy only
# part of the time: 66 s each, 105 s together on the reference machine),
# after resolving the dependencies once so they do not both write
# Package.resolved; each one's output is printed when it finishes.
# The default-build pass measures only what the report compares (the SIMD
# backend of the kernels whose lanes depend on the build), without the
# start-of-run bandwidth table no figure of it uses. Each step prints its
# wall time. BENCH_OUT, BENCH_GALLERY and BENCH_README redirect the outputs
# (a timing check writes to /tmp and leaves the committed results alone).
BENCH_OUT ?= results/latest
BENCH_GALLERY ?= results/gallery
BENCH_README ?= README.md
STEP_TIME := $(shell command -v /usr/bin/time >/dev/null 2>&1 && echo '/usr/bin/time -f "  [%e s wall, %U s user] %C"')
bench: bench-deps
	$(SWIFT) package resolve $(BENCH)
	@echo "Building the default and the native benchmark side by side…"
	$(STEP_TIME) $(MAKE) --no-print-directory -j2 --output-sync=target bench-build-default bench-build-native
	$(STEP_TIME) $(DEFAULT) run --pass default-build --kernels add,scale,interpolate,magnitudeSquared,frames,waves \
		--backends simd --threads 1 --no-references --no-numpy --no-bandwidth-table --output .build/bench-default
	$(STEP_TIME) $(NATIVE) run --output $(BENCH_OUT) --build-flags="-c release $(NATIVE_FLAGS)" \
		--default-build-results .build/bench-default/results.json $(BENCH_FLAGS)
	$(STEP_TIME) $(NATIVE) render --output $(BENCH_GALLERY)
	$(STEP_TIME) $(NATIVE) readme --results $(BENCH_OUT) --readme $(BENCH_README)

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
# Warnings are errors, the compiler's included: a broken symbol link, an
# undocumented parameter or a warning a client would see in the library
# fails the build (CI builds it from a clean clone, so every file compiles).
# A scratch path of its own keeps the flags from invalidating the test build.
# The catalog is a static web site: `make docs-preview` serves it.
DOCC ?= $(shell command -v docc 2>/dev/null || echo $(dir $(shell command -v $(SWIFT)))docc)
SYMBOL_GRAPHS := .build/symbol-graphs
docs:
	rm -rf $(SYMBOL_GRAPHS) .build/docs
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
