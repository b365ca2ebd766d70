// SHA-256 through libcrypto's own SHA256_Init/Update/Final, which OpenSSL 3 keeps as
// deprecated: they link only the hash (40 KB in a static link), where the EVP interface
// brings in every provider and algorithm (4 MB), as the release bundle's binary measured.
#define OPENSSL_SUPPRESS_DEPRECATED
#include <openssl/sha.h>
