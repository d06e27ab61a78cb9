# The search engine's portable path (no memmem/memrchr, as on MSVC, macOS or musl), forced with
# WTF8_NO_MEMMEM so it is compiled and tested on this glibc machine. Budget: 3 min.
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
# compile_fail_test does not depend on the config (it runs the compilers itself): stage 10 ran it.
bazel_test --config=portable -- //tests/... -//tests:compile_fail_test
