#ifndef COTPTEXTSHIM_H
#define COTPTEXTSHIM_H

/// The module's headers: text algorithms (otp_text.h), locale data (otp_locale.h) and ICU's
/// MessageFormat (otp_message.h).
#include "otp_text.h"
#include "otp_locale.h"
#include "otp_message.h"

#endif
