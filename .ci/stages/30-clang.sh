# The whole suite built with Clang 14 instead of GCC, with the same -Werror on the project's own
# code (.bazelrc: --config=clang). Budget: about 5 minutes on 2 cores.
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
need_packages clang
bazel_test --config=clang //...
