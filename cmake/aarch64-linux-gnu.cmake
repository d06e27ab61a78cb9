# CMake toolchain file: cross-compile for 64-bit ARM Linux with Debian's cross compiler (package
# g++-aarch64-linux-gnu) against Debian's arm64 multiarch libraries (dpkg --add-architecture arm64;
# libabsl-dev:arm64 installs its CMake package under /usr/lib/aarch64-linux-gnu/cmake), and run
# the results under qemu-user (ctest runs each test through CMAKE_CROSSCOMPILING_EMULATOR).
#   cmake -S . -B build/aarch64 -DCMAKE_TOOLCHAIN_FILE=cmake/aarch64-linux-gnu.cmake ...
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(CMAKE_C_COMPILER aarch64-linux-gnu-gcc)
set(CMAKE_CXX_COMPILER aarch64-linux-gnu-g++)
# The cross compiler's own sysroot (libc, libstdc++), then / itself: Debian's multiarch layout puts
# the arm64 packages' files under /usr/lib/aarch64-linux-gnu, which find_package reaches through
# CMAKE_LIBRARY_ARCHITECTURE (aarch64-linux-gnu, detected from the compiler), never the amd64 ones.
set(CMAKE_FIND_ROOT_PATH /usr/aarch64-linux-gnu /)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
# qemu-user runs the programs with the arm64 multiarch runtime that libabsl-dev:arm64 pulls in
# (libc6:arm64, libstdc++6:arm64; loader /lib/ld-linux-aarch64.so.1), so loader and libc come
# from one build of glibc. Not -L /usr/aarch64-linux-gnu: that takes the loader from the cross
# toolchain's libc6-arm64-cross while /etc/ld.so.cache still hands it the multiarch libc.so.6, and
# the mismatched pair hangs in pthread_create and in fork()ed children such as GoogleTest's death
# tests (seen with 2.36-8cross1 against 2.36-9+deb12u14). "-L /" states the prefix rather than
# relying on qemu's built-in default.
find_program(WTF8_QEMU_AARCH64 qemu-aarch64)
if(WTF8_QEMU_AARCH64)
  set(CMAKE_CROSSCOMPILING_EMULATOR ${WTF8_QEMU_AARCH64} -L /)
endif()
