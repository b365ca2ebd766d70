// glibc's allocator tuning (mallopt), which the Glibc module does not bring in.
#include <malloc.h>
