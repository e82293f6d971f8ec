#!/usr/bin/env bash
# Every malformed argument of animation-bench gets a one-line message on
# stderr and exit status 2; an interrupted run leaves the previous report.
# Usage: Tests/cli/check-cli.sh path/to/animation-bench
set -uo pipefail
bench=${1:?usage: check-cli.sh path/to/animation-bench}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
failures=0 passed=0

expect_usage_error() {
    local description=$1; shift
    "$bench" "$@" >"$scratch/out" 2>"$scratch/err"
    local status=$? lines
    lines=$(grep -c . "$scratch/err")
    if [ "$status" -eq 2 ] && [ "$lines" -eq 1 ]; then
        passed=$((passed + 1))
    else
        echo "FAIL: $description: exit $status, $lines stderr lines:"; sed 's/^/    /' "$scratch/err"
        failures=$((failures + 1))
    fi
}

expect_usage_error "unknown flag" run --no-such-flag
expect_usage_error "unknown subcommand" frobnicate
expect_usage_error "unknown kernel" run --kernels add,warp
expect_usage_error "unknown backend" run --backends simd,gpu
expect_usage_error "negative size" run --sizes 4,-16
expect_usage_error "non-numeric size" run --sizes 4,lots
expect_usage_error "size suffix overflow" run --sizes 99999999999999999M
expect_usage_error "empty size list" run --sizes ""
expect_usage_error "zero threads" run --threads 0
expect_usage_error "non-numeric threads" run --threads two
expect_usage_error "output is a file" run --quick --kernels add --sizes 4 --output /etc/hostname
expect_usage_error "unwritable output folder" run --quick --kernels add --sizes 4 --output /proc/animation-bench
expect_usage_error "tune: kernel without threshold" tune --kernels waves
expect_usage_error "tune: zero passes" tune --random 5 --passes 0
expect_usage_error "tune: passes without random" tune --passes 2
expect_usage_error "tune: random with write" tune --random 5 --write /tmp/profile.json
expect_usage_error "render: unwritable output" render --output /proc/animation-bench

# report: a missing, truncated or foreign results.json gets one line naming
# the file, exit 2, and the previous report stays as it was.
for case in missing truncated foreign empty; do
    mkdir -p "$scratch/$case"
    echo previous > "$scratch/$case/REPORT.md"
    echo '{}' > "$scratch/$case/machine.json"
done
printf '[{"kernel": "add", "backend": "simd", "size": 4, "fr' > "$scratch/truncated/results.json"
echo '{"name": "something else", "version": 3}' > "$scratch/foreign/results.json"
echo '[]' > "$scratch/empty/results.json"
for case in missing truncated foreign empty; do
    expect_usage_error "report: $case results.json" report --results "$scratch/$case"
    if ! grep -q "results.json" "$scratch/err" || [ "$(cat "$scratch/$case/REPORT.md")" != previous ]; then
        echo "FAIL: report: $case results.json: the message does not name the file, or the report changed"
        failures=$((failures + 1))
    fi
done
expect_usage_error "readme: no results block" readme --results "$scratch/missing" --readme /etc/hostname

# An interrupted run must leave the previous report whole.
mkdir -p "$scratch/report"
echo previous > "$scratch/report/REPORT.md"
"$bench" run --kernels add,interpolate --no-numpy --output "$scratch/report" >/dev/null 2>&1 &
pid=$!
sleep 2
# (A background job of a script starts with SIGINT ignored; TERM is what a
# timeout or a cancelled CI job sends.)
kill -TERM "$pid" 2>/dev/null
wait "$pid" 2>/dev/null
if [ "$(cat "$scratch/report/REPORT.md")" = previous ]; then
    passed=$((passed + 1))
else
    echo "FAIL: an interrupted run replaced the previous report"
    failures=$((failures + 1))
fi

# machine.json records one instance of each cache, as sysfs gives it for
# CPU 0 (not glibc's CPUID figure, which a VM may fill with the host's
# total), and the CPU's family and model from /proc/cpuinfo; `report`
# redraws REPORT.md from the run's results.json.
check() {
    if eval "$2"; then passed=$((passed + 1)); else echo "FAIL: $1"; failures=$((failures + 1)); fi
}
if "$bench" run --quick --kernels add --sizes 4,1K --no-numpy --output "$scratch/machine" >/dev/null 2>&1; then
    machine="$scratch/machine/machine.json"
    for index in /sys/devices/system/cpu/cpu0/cache/index*; do
        [ -r "$index/size" ] && [ "$(cat "$index/type")" != Instruction ] || continue
        level=$(cat "$index/level") size=$(cat "$index/size")
        case $size in *K) bytes=$(( ${size%K} * 1024 ));; *M) bytes=$(( ${size%M} * 1048576 ));; *) bytes=$size;; esac
        name=L$level; [ "$level" = 1 ] && name=L1d
        check "machine.json: $name is $bytes bytes (sysfs $index)" "grep -q '\"$name\" : $bytes\\b' '$machine'"
    done
    family=$(awk -F: '/^cpu family/ { gsub(/ /, "", $2); print $2; exit }' /proc/cpuinfo)
    if [ -n "$family" ]; then
        check "machine.json: CPU family $family" "grep -q '\"family\" : $family\\b' '$machine'"
    fi
    rm -f "$scratch/machine/REPORT.md"
    check "report redraws REPORT.md from results.json" \
        "'$bench' report --results '$scratch/machine' >/dev/null 2>&1 && [ -s '$scratch/machine/REPORT.md' ]"
else
    echo "FAIL: run --quick --kernels add --sizes 4,1K failed"; failures=$((failures + 1))
fi

echo "cli: $passed passed, $failures failed"
[ "$failures" -eq 0 ]
