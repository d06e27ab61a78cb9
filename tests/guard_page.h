// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Test-only (mmap/mprotect on POSIX, VirtualAlloc/VirtualProtect on Windows), no GoogleTest: shared
// by tests/simd_guard_page_test.cc and fuzz/simd_fuzzer.cc.
//
// A GuardedBuffer is a read-write data area with an inaccessible (PROT_NONE) page right before it
// and right after it. A block (an input copied in, or an output to be written) placed flush
// against one of those pages turns any access past that edge into a SIGSEGV at the first byte
// beyond, whatever the access width: an over-read of the input, an over-write of the output. A
// block placed `gap` bytes away from the guard can start at any address alignment; the bytes in
// between are then checked the other ways this header offers:
//   - canaries: `reserve` and `put_with_canaries` fill the bytes around the block with a known
//     value, and `outside_untouched` finds any that a call wrote;
//   - under AddressSanitizer, everything in the data area outside the block is poisoned, so an
//     instrumented load or store there is reported even when it does not reach a guard page
//     (exact after the block's end; before its start, to ASan's 8-byte granule).
// `install_fault_reporter` makes a fault say which call caused it (`current_call()`), then lets
// the previous handler (the default, libFuzzer's, ASan's) deal with it as before.
//
// Example:
//   wtf8_test::GuardedBuffer in(4096);
//   const char* p = in.put(bytes.data(), bytes.size(), {wtf8_test::Edge::kEnd, 0});
//   kernels.validate(p, bytes.size(), flavor);  // reading p[bytes.size()] faults

#ifndef WTF8_TESTS_GUARD_PAGE_H_
#define WTF8_TESTS_GUARD_PAGE_H_

#if defined(_WIN32)
// Windows: VirtualAlloc/VirtualProtect (PAGE_NOACCESS) give the same guard pages; a fault is an
// access violation that ends the process (no reporter naming the call: install_fault_reporter
// does nothing there).
#ifndef NOMINMAX
#define NOMINMAX
#endif
#include <windows.h>
#else
#include <signal.h>
#include <sys/mman.h>
#include <unistd.h>
#endif

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define WTF8_GUARD_PAGE_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define WTF8_GUARD_PAGE_ASAN 1
#endif
#if defined(WTF8_GUARD_PAGE_ASAN)
#include <sanitizer/asan_interface.h>
#endif

namespace wtf8_test {

inline std::size_t page_size() {
#if defined(_WIN32)
  static const std::size_t size = [] {
    SYSTEM_INFO info;
    GetSystemInfo(&info);
    return static_cast<std::size_t>(info.dwPageSize);
  }();
#else
  static const std::size_t size = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
#endif
  return size;
}

// Which guard page a block is placed against.
enum class Edge : uint8_t {
  kEnd,    // the block's last byte is `gap` bytes before the trailing guard page
  kStart,  // the block's first byte is `gap` bytes after the leading guard page
};

// Where a block goes in a GuardedBuffer; gap 0 is flush against the guard page.
struct Placement {
  Edge edge;
  std::size_t gap;
};

// The placement on `edge` with the smallest gap at which a block of `bytes` starts at an address
// congruent to `align` modulo 64 (the data area's ends are page-aligned). With Edge::kEnd the gap
// is 0 exactly when `bytes + align` is a multiple of 64.
inline Placement aligned_placement(Edge edge, std::size_t bytes, std::size_t align) {
  align %= 64;
  if (edge == Edge::kStart) return {edge, align};
  return {edge, (64 - (bytes + align) % 64) % 64};
}

class GuardedBuffer {
 public:
  static constexpr unsigned char kCanary = 0xA5;
  // How many bytes around a block `reserve` and `put_with_canaries` fill, and
  // `outside_untouched` checks, on each side (up to the data area's ends).
  static constexpr std::size_t kCanaryReach = 256;

  // A data area of at least `min_bytes` (whole pages) between two guard pages. Aborts on failure.
  explicit GuardedBuffer(std::size_t min_bytes) {
    const std::size_t page = page_size();
    size_ = (min_bytes + page - 1) / page * page;
    if (size_ == 0) size_ = page;
    const std::size_t total = size_ + 2 * page;
#if defined(_WIN32)
    void* base = VirtualAlloc(nullptr, total, MEM_RESERVE | MEM_COMMIT, PAGE_READWRITE);
    if (base == nullptr) die("VirtualAlloc failed");
    base_ = static_cast<unsigned char*>(base);
    DWORD old = 0;
    if (!VirtualProtect(base_, page, PAGE_NOACCESS, &old) ||
        !VirtualProtect(base_ + page + size_, page, PAGE_NOACCESS, &old)) {
      die("VirtualProtect failed");
    }
#else
    void* base = mmap(nullptr, total, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED) die("mmap failed");
    base_ = static_cast<unsigned char*>(base);
    if (mprotect(base_, page, PROT_NONE) != 0 ||
        mprotect(base_ + page + size_, page, PROT_NONE) != 0) {
      die("mprotect failed");
    }
#endif
    begin_ = base_ + page;
  }
  ~GuardedBuffer() {
    unpoison_all();  // the shadow outlives the mapping; leave none behind for later mappings
#if defined(_WIN32)
    VirtualFree(base_, 0, MEM_RELEASE);
#else
    munmap(base_, size_ + 2 * page_size());
#endif
  }
  GuardedBuffer(const GuardedBuffer&) = delete;
  GuardedBuffer& operator=(const GuardedBuffer&) = delete;

  unsigned char* begin() const { return begin_; }        // right after the leading guard page
  unsigned char* end() const { return begin_ + size_; }  // the trailing guard page
  std::size_t size() const { return size_; }

  // The address of a block of `bytes` placed at `where` (aborts when it does not fit).
  unsigned char* locate(std::size_t bytes, Placement where) const {
    if (bytes > size_ || where.gap > size_ - bytes) die("block does not fit the guarded buffer");
    return where.edge == Edge::kStart ? begin_ + where.gap : end() - where.gap - bytes;
  }

  // Copies `count` elements to the block at `where` and returns it. Under ASan the rest of the
  // data area is poisoned until the next put/reserve. The bytes around the block are left as
  // they were (an input is only read).
  template <typename T>
  T* put(const T* src, std::size_t count, Placement where) {
    unsigned char* p = locate_aligned<T>(count, where);
    unpoison_all();
    if (count != 0) std::memcpy(p, src, count * sizeof(T));
    poison_outside(p, count * sizeof(T));
    return reinterpret_cast<T*>(p);
  }

  // `put`, with canaries around the block: for an input that is also written (in place).
  template <typename T>
  T* put_with_canaries(const T* src, std::size_t count, Placement where) {
    unsigned char* p = locate_aligned<T>(count, where);
    unpoison_all();
    fill_around(p, count * sizeof(T));
    if (count != 0) std::memcpy(p, src, count * sizeof(T));
    poison_outside(p, count * sizeof(T));
    return reinterpret_cast<T*>(p);
  }

  // An output block of `count` elements at `where`, filled with canaries like the bytes around
  // it (so unwritten elements show as canaries too); the rest is poisoned under ASan.
  template <typename T>
  T* reserve(std::size_t count, Placement where) {
    unsigned char* p = locate_aligned<T>(count, where);
    unpoison_all();
    fill_around(p, count * sizeof(T));
    std::memset(p, kCanary, count * sizeof(T));
    poison_outside(p, count * sizeof(T));
    return reinterpret_cast<T*>(p);
  }

  // After a call that was to write only the `bytes` bytes at `block` (itself placed by `reserve`
  // or `put_with_canaries`): whether every byte within kCanaryReach of the block but outside it
  // is still a canary; if not, `*changed` is the offset from `block` of the first one that is
  // not. Unpoisons the data area.
  bool outside_untouched(const void* block, std::size_t bytes, std::ptrdiff_t* changed) {
    unpoison_all();
    const unsigned char* p = static_cast<const unsigned char*>(block);
    const unsigned char* after = p + bytes;
    const unsigned char* changed_at = first_non_canary(p - reach_before(p), p);
    if (changed_at == p) changed_at = first_non_canary(after, after + reach_after(after));
    if (changed_at == after + reach_after(after)) return true;
    *changed = changed_at - p;
    return false;
  }

 private:
  [[noreturn]] static void die(const char* what) {
    std::fprintf(stderr, "guard_page: %s\n", what);
    std::abort();
  }

  template <typename T>
  unsigned char* locate_aligned(std::size_t count, Placement where) const {
    unsigned char* p = locate(count * sizeof(T), where);
    if (reinterpret_cast<std::uintptr_t>(p) % alignof(T) != 0) {
      die("placement misaligns the element type");
    }
    return p;
  }

  static const unsigned char* first_non_canary(const unsigned char* from, const unsigned char* to) {
    while (from < to && *from == kCanary) ++from;
    return from;
  }

  // How many bytes before `p` / from `p` on are in the data area and within kCanaryReach.
  std::size_t reach_before(const unsigned char* p) const {
    const std::size_t room = static_cast<std::size_t>(p - begin_);
    return room < kCanaryReach ? room : kCanaryReach;
  }
  std::size_t reach_after(const unsigned char* p) const {
    const std::size_t room = static_cast<std::size_t>(end() - p);
    return room < kCanaryReach ? room : kCanaryReach;
  }

  void fill_around(unsigned char* p, std::size_t bytes) {
    std::memset(p - reach_before(p), kCanary, reach_before(p));
    std::memset(p + bytes, kCanary, reach_after(p + bytes));
  }

  void unpoison_all() {
#if defined(WTF8_GUARD_PAGE_ASAN)
    ASAN_UNPOISON_MEMORY_REGION(begin_, size_);
#endif
  }
  void poison_outside(const unsigned char* p, std::size_t bytes) {
#if defined(WTF8_GUARD_PAGE_ASAN)
    ASAN_POISON_MEMORY_REGION(begin_, static_cast<std::size_t>(p - begin_));
    ASAN_POISON_MEMORY_REGION(p + bytes, static_cast<std::size_t>(end() - (p + bytes)));
#else
    (void)p;
    (void)bytes;
#endif
  }

  unsigned char* base_ = nullptr;
  unsigned char* begin_ = nullptr;
  std::size_t size_ = 0;
};

// ---- naming the call that faulted -------------------------------------------------------------

// What the code under test is doing: set the fields before each call that may fault. Plain
// pointers and numbers only, so the fault handler can print them without allocating.
struct CallInfo {
  const char* table = "";      // the kernel table's name
  const char* operation = "";  // "validate(kWtf8)", ...
  const char* family = "";     // which kind of input
  const void* input = nullptr;
  std::size_t input_bytes = 0;
  std::size_t input_unit = 1;  // 1: print bytes; 2: print UTF-16 units
  Placement input_at{Edge::kEnd, 0};
  const void* output = nullptr;
  std::size_t output_bytes = 0;
};

inline CallInfo& current_call() {
  static CallInfo info;
  return info;
}

#if !defined(_WIN32)
namespace fault_detail {

inline struct sigaction& previous(int sig) {
  static struct sigaction segv, bus;
  return sig == SIGBUS ? bus : segv;
}

// Async-signal-safe output: write(2) only, numbers and hex by hand.
class Writer {
 public:
  void text(const char* s) {
    while (*s != '\0') put(*s++);
  }
  void number(std::size_t v) {
    char digits[24];
    int k = 0;
    do {
      digits[k++] = static_cast<char>('0' + v % 10);
      v /= 10;
    } while (v != 0);
    while (k > 0) put(digits[--k]);
  }
  void signed_number(std::ptrdiff_t v) {
    if (v < 0) {
      put('-');
      number(static_cast<std::size_t>(-v));
    } else {
      number(static_cast<std::size_t>(v));
    }
  }
  void hex_digits(std::size_t v, int count) {
    static const char kDigits[] = "0123456789ABCDEF";
    for (int k = count - 1; k >= 0; --k) put(kDigits[(v >> (4 * k)) & 15]);
  }
  void put(char c) {
    if (used_ == sizeof buf_) flush();
    buf_[used_++] = c;
  }
  void flush() {
    std::size_t done = 0;
    while (done < used_) {
      const ssize_t w = write(2, buf_ + done, used_ - done);
      if (w <= 0) break;
      done += static_cast<std::size_t>(w);
    }
    used_ = 0;
  }

 private:
  char buf_[512];
  std::size_t used_ = 0;
};

inline void report(int sig, siginfo_t* info, void* context) {
  const CallInfo& c = current_call();
  Writer w;
  w.text(sig == SIGBUS ? "\nguard_page: SIGBUS" : "\nguard_page: SIGSEGV");
  if (c.input != nullptr) {
    const std::ptrdiff_t at =
        static_cast<const char*>(info->si_addr) - static_cast<const char*>(c.input);
    w.text(" at input offset ");
    w.signed_number(at);
    if (c.output != nullptr) {
      w.text(" (output offset ");
      w.signed_number(static_cast<const char*>(info->si_addr) - static_cast<const char*>(c.output));
      w.text(", output bytes ");
      w.number(c.output_bytes);
      w.text(")");
    }
  }
  w.text(" in table ");
  w.text(c.table);
  w.text(", ");
  w.text(c.operation);
  w.text(", input ");
  w.text(c.family);
  w.text(", length ");
  w.number(c.input_bytes / c.input_unit);
  w.text(c.input_at.edge == Edge::kEnd ? ", gap to the trailing guard "
                                       : ", gap to the leading guard ");
  w.number(c.input_at.gap);
  w.text(", address mod 64 = ");
  w.number(reinterpret_cast<std::uintptr_t>(c.input) % 64);
  w.text("\ninput:");
  const unsigned char* p = static_cast<const unsigned char*>(c.input);
  for (std::size_t i = 0; p != nullptr && i + c.input_unit <= c.input_bytes; i += c.input_unit) {
    w.put(' ');
    if (c.input_unit == 2) {
      uint16_t u;
      std::memcpy(&u, p + i, 2);
      w.hex_digits(u, 4);
    } else {
      w.hex_digits(p[i], 2);
    }
  }
  w.put('\n');
  w.flush();
  (void)context;
  // Hand the fault back: with the previous handler restored, returning re-executes the faulting
  // access, which now goes to that handler (or kills the process by default).
  struct sigaction prev = previous(sig);
  if (prev.sa_handler == SIG_IGN) prev.sa_handler = SIG_DFL;
  sigaction(sig, &prev, nullptr);
}

}  // namespace fault_detail
#endif  // !_WIN32

// Installs (once) a SIGSEGV/SIGBUS handler that prints `current_call()` and then defers to the
// handler that was installed before it.
#if defined(_WIN32)
inline void install_fault_reporter() {}
#else
inline void install_fault_reporter() {
  static const bool installed = [] {
    struct sigaction action;
    std::memset(&action, 0, sizeof action);
    action.sa_sigaction = fault_detail::report;
    action.sa_flags = SA_SIGINFO;
    sigemptyset(&action.sa_mask);
    sigaction(SIGSEGV, &action, &fault_detail::previous(SIGSEGV));
    sigaction(SIGBUS, &action, &fault_detail::previous(SIGBUS));
    return true;
  }();
  (void)installed;
}
#endif  // _WIN32

}  // namespace wtf8_test

#endif  // WTF8_TESTS_GUARD_PAGE_H_
