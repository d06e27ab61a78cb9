# CMake toolchain file: cross-compile for 64-bit Windows with Debian's mingw-w64 (package
# g++-mingw-w64-x86-64-posix; the -posix compilers have std::thread) and run the results under
# wine (ctest runs each test through CMAKE_CROSSCOMPILING_EMULATOR; set WINEDEBUG=-all).
#   cmake -S . -B build/windows -DCMAKE_TOOLCHAIN_FILE=cmake/mingw-w64-x86_64.cmake ...
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(CMAKE_C_COMPILER x86_64-w64-mingw32-gcc-posix)
set(CMAKE_CXX_COMPILER x86_64-w64-mingw32-g++-posix)
set(CMAKE_RC_COMPILER x86_64-w64-mingw32-windres)
set(CMAKE_FIND_ROOT_PATH /usr/x86_64-w64-mingw32)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
# Self-contained .exe files: no libstdc++/libgcc/winpthread DLLs to copy next to them.
set(CMAKE_EXE_LINKER_FLAGS_INIT "-static")
find_program(WTF8_WINE wine)
if(WTF8_WINE)
  set(CMAKE_CROSSCOMPILING_EMULATOR ${WTF8_WINE})
endif()
