#include "otp_build_stamp.h"

// Volatile, so that no compiler folds the zeros it is compiled with into its readers; used, so
// that no linker drops the section that the release writes.
__attribute__((used, section(".otp_build_commit")))
static const volatile unsigned char commit[OTP_BUILD_COMMIT_CAPACITY] = {0};

unsigned char otp_build_commit_byte(int index) {
    return index >= 0 && index < OTP_BUILD_COMMIT_CAPACITY ? commit[index] : 0;
}
