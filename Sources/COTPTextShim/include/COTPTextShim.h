#ifndef COTPTEXTSHIM_H
#define COTPTEXTSHIM_H

/// The module's headers: text algorithms (otp_text.h) and locale data (otp_locale.h).
#include "otp_text.h"
#include "otp_locale.h"

#endif
