# The search engine's portable path (no memmem/memrchr, as on MSVC, macOS or musl), forced with
# WTF8_NO_MEMMEM so it is compiled and tested on this glibc machine. Budget: 3 min.
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
bazel_test --config=portable //tests/...
