/* Declarations only: libFuzzer provides LLVMFuzzerRunDriver. */
#include "fuzz_driver.h"
