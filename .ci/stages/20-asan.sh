# The whole suite built with Clang 14 (the same -Werror on the project's own code as the GCC build
# of stage 10) under AddressSanitizer + UndefinedBehaviorSanitizer: one build covers both the
# second compiler and the sanitizers (.bazelrc: --config=clang-asan). Budget: about 5 minutes.
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
need_packages clang libclang-rt-14-dev
# compile_fail_test runs the compilers itself on its cases, whatever the Bazel config, so stage 10
# has already run it: running it again here would cost minutes and test nothing new.
bazel_test --config=clang-asan -- //... -//tests:compile_fail_test
