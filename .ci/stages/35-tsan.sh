# ThreadSanitizer (.bazelrc: --config=tsan) on the concurrency test: shared Wtf8View/Wtf8Buf read
# from several threads, independent Decoders. Budget: under 5 minutes.
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
bazel_test --config=tsan //tests:thread_safety_test //tests:wtf8_view_test //tests:encoding_test
