# SIMD kernels: the validation, conversion, search and JSON suites with each kernel forced
# (WTF8_FORCE_KERNELS). The kernel-comparison test already ran every supported kernel in stage
# 10. A kernel the CPU lacks falls back to the best supported one, so the loop is safe anywhere.
# Then the benchmarks must build.
# Budget: 4 minutes.
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
rc=0
for k in scalar sse4 avx2 avx512; do
  echo "kernels: $k"
  bazel_test --test_env=WTF8_FORCE_KERNELS="$k" \
    //tests:validate_test //tests:wtf8_buf_test \
    //tests:wtf8_view_test //tests:encoding_test //tests:searcher_test //tests:search_test \
    //tests:json_test || rc=1
done
need_packages libicu-dev
if ./bazelw build //bench:wtf8_benchmark; then report 1 0; else report 0 1; rc=1; fi
exit "$rc"
