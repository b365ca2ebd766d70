#ifndef OTP_BUILD_STAMP_H
#define OTP_BUILD_STAMP_H

/// The bytes of the section `.otp_build_commit` in the linked binary: all zero in a build from
/// a checkout. Scripts/release.sh writes the release's commit there (NUL-padded, at most
/// OTP_BUILD_COMMIT_CAPACITY - 1 characters) with `objcopy --update-section`, so that a
/// release is linked from the very objects the tests ran, without compiling anything again.
#define OTP_BUILD_COMMIT_CAPACITY 16

/// The commit's byte at `index`, or 0 past its end or outside 0..<OTP_BUILD_COMMIT_CAPACITY.
unsigned char otp_build_commit_byte(int index);

#endif
