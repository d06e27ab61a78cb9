# The wtf8 tool on a 2 GiB generated input: `convert wtf-16le -> wtf-8` over pipes, then on a
# 512 MiB file named with --input; every byte checked against the library, peak RSS under 64 MiB
# both times (//tools:huge_convert_test, manual; the test itself takes about 12 s).
# Optimized build, as users run it. Budget: 3 minutes on 2 cores.
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
bazel_test -c opt --test_output=all //tools:huge_convert_test
