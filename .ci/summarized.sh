# Shared by .ci/run and .ci/run-deep (sourced).

# Runs a test command with its output in a log, printing only the summary lines (and the log's end on failure).
summarized() {
    local log="$1"
    shift
    local start=$SECONDS
    if "$@" > "$log" 2>&1; then
        grep -E "Executed [0-9]+ tests|Test run with|SUMMARY: |WARNING: ThreadSanitizer" "$log" | tail -n 4 || true
        echo "(${SECONDS}s since the start of CI; this step took $((SECONDS - start))s)"
        rm -f "$log"
    else
        grep -E "✘|error:|SUMMARY: |ERROR: AddressSanitizer|WARNING: ThreadSanitizer" "$log" | head -n 40 || true
        tail -n 60 "$log"
        echo "error: failed (full output in $log)"
        exit 1
    fi
}

