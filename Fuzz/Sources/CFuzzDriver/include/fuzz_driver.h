#ifndef FUZZ_DRIVER_H
#define FUZZ_DRIVER_H
#include <stddef.h>
#include <stdint.h>

/// libFuzzer's entry point when the program has its own main (libclang_rt.fuzzer_no_main).
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
