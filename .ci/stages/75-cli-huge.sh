# The wtf8 tool on a 2 GiB generated input: `convert wtf-16le -> wtf-8` over pipes, every byte
# checked against the library, peak RSS under 64 MiB (//tools:huge_convert_test, manual).
# Optimized build, as users run it. Budget: 3 minutes on 2 cores.
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
bazel_test -c opt --test_output=all //tools:huge_convert_test
