# Offsets past 4 GiB and multi-hundred-MB inputs: //tests:huge_test (tagged manual, so //...
# skips it) once, optimized. Needs about 4.5 GiB of memory. Budget: about 4 minutes.
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
bazel_test -c opt //tests:huge_test
