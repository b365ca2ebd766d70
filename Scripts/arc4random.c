/* arc4random for the release's statically linked C++ library.
 *
 * The libstdc++.a of Debian 12 (GCC 12) takes std::random_device's numbers from glibc 2.36's
 * arc4random, which Ubuntu 22.04's glibc 2.35 lacks; linked into bin/otp-render, this
 * definition answers that reference instead, so the binary still runs on glibc 2.35. The
 * numbers come from the kernel's generator, as glibc's own do. (Nothing in otp-render makes
 * a std::random_device: the reference only comes with the archive member that defines it.)
 */
#include <stdint.h>
#include <sys/random.h>

uint32_t arc4random(void) {
    uint32_t value;
    while (getrandom(&value, sizeof value, 0) != (ssize_t)sizeof value) {
    }
    return value;
}
