/* Prints what the text shim answers for a sample of every script the break rules and the
 * dictionaries know: line and character breaks, bidi runs, scripts; and what the locale shim
 * answers: plural categories and direction for a sample of locales, every numbering system's
 * digits, and the default numbering system of each locale listed in the file named by the
 * first argument (ICU ids, one a line; `--numbering FILE` prints only those). Built once against the
 * system's full ICU data and once against the release's trimmed data (Scripts/release.sh);
 * the two outputs must be identical. */
#include <stdio.h>
#include <string.h>
#include "otp_locale.h"
#include "otp_text.h"

static const char *locales[] = {
    "en", "de-AT", "fr", "ar", "ar-EG", "he", "fa", "ur", "yi", "pl", "ru", "uk", "cs", "lt", "cy", "ga", "ja", "zh-Hans",
    "ko", "th", "sr-Latn", "pt-BR", "hi", "bn", "en-XA", "ar-XB", "xx",
};

static const char *samples[] = {
    "Enter the 6-digit code we sent to +1 (555) 010-0199. Resend in 0:42",
    "Geben Sie den Bestätigungscode ein, den wir Ihnen geschickt haben.",
    "Введите код подтверждения из SMS-сообщения, отправленного на ваш номер.",
    "أدخل رمز التحقق المكون من ٦ أرقام الذي أرسلناه إلى ‎+966 55 123 4567",
    "הזן את קוד האימות בן 6 הספרות ששלחנו אל 054-1234567, בתוקף 5 דקות.",
    "请输入我们发送到您手机的六位验证码，验证码将在五分钟后失效。",
    "確認コードを入力してください。コードは５分間有効です。「再送信」",
    "인증 코드를 입력하세요. 코드는 5분 동안 유효합니다.",
    "กรุณาใส่รหัสยืนยันที่เราส่งไปยังโทรศัพท์ของคุณภายในห้านาที",
    "ກະລຸນາໃສ່ລະຫັດຢືນຢັນທີ່ພວກເຮົາສົ່ງໄປຫາໂທລະສັບຂອງທ່ານ",
    "សូមបញ្ចូលលេខកូដផ្ទៀងផ្ទាត់ដែលយើងបានផ្ញើទៅទូរស័ព្ទរបស់អ្នក",
    "ကျေးဇူးပြု၍ သင့်ဖုန်းသို့ ပို့ထားသော အတည်ပြုကုဒ်ကို ထည့်ပါ",
    "कृपया अपने फ़ोन पर भेजा गया सत्यापन कोड दर्ज करें।",
    "Code 👍🏽 sent 👨‍👩‍👧‍👦 to 🇩🇪 — done… (retry?) «ok» “yes” 10% $5.00 e-mail",
    "mixed עברית and العربية with 123 and English, then 中文 and ไทย.",
    "a\u00ADsoft\u00ADhyphen non\u00A0breaking\u2009thin\u200Bzero-width\nnew line\r\nCRLF\u2028sep",
};

static void put_utf16(const char *utf8, uint16_t *out, int32_t *length) {
    int32_t n = 0;
    const unsigned char *s = (const unsigned char *)utf8;
    while (*s) {
        uint32_t c;
        if (*s < 0x80) c = *s++;
        else if (*s < 0xE0) { c = (uint32_t)(*s++ & 0x1F) << 6; c |= *s++ & 0x3F; }
        else if (*s < 0xF0) { c = (uint32_t)(*s++ & 0x0F) << 12; c |= (uint32_t)(*s++ & 0x3F) << 6; c |= *s++ & 0x3F; }
        else { c = (uint32_t)(*s++ & 0x07) << 18; c |= (uint32_t)(*s++ & 0x3F) << 12; c |= (uint32_t)(*s++ & 0x3F) << 6; c |= *s++ & 0x3F; }
        if (c >= 0x10000) { c -= 0x10000; out[n++] = (uint16_t)(0xD800 + (c >> 10)); out[n++] = (uint16_t)(0xDC00 + (c & 0x3FF)); }
        else out[n++] = (uint16_t)c;
    }
    *length = n;
}

/* Each locale of `path` (ICU ids, one a line) with its default numbering system. */
static int print_numbering(const char *path) {
    FILE *file = fopen(path, "r");
    if (!file) { perror(path); return 1; }
    char line[128], name[64];
    while (fgets(line, sizeof line, file)) {
        line[strcspn(line, "\n")] = 0;
        for (char *c = line; *c; c++) if (*c == '_') *c = '-';
        int32_t length = otp_locale_numbering_system(line, name, 64);
        printf("%s %s\n", line, length > 0 ? name : "?");
    }
    fclose(file);
    return 0;
}

/* Every numbering system with digits, and its digits. */
static void print_digits(void) {
    static char names[4096];
    char digits[64];
    if (otp_numbering_system_names(names, sizeof names) < 0) { printf("numbering systems failed\n"); return; }
    for (char *name = strtok(names, " "); name; name = strtok(NULL, " ")) {
        printf("%s %s\n", name, otp_numbering_system_digits(name, digits, 64) > 0 ? digits : "?");
    }
}

int main(int argc, char **argv) {
    if (argc == 3 && strcmp(argv[1], "--numbering") == 0) return print_numbering(argv[2]);
    static uint16_t text[4096];
    static int32_t breaks[4096];
    static uint8_t hard[4096];
    static otp_bidi_run runs[4096];
    for (size_t i = 0; i < sizeof samples / sizeof *samples; i++) {
        int32_t length;
        put_utf16(samples[i], text, &length);
        int32_t count = otp_line_breaks(text, length, breaks, hard, 4096);
        printf("%zu line:", i);
        for (int32_t k = 0; k < count; k++) printf(" %d%s", breaks[k], hard[k] ? "!" : "");
        count = otp_character_breaks(text, length, breaks, 4096);
        printf("\n%zu characters:", i);
        for (int32_t k = 0; k < count; k++) printf(" %d", breaks[k]);
        for (int32_t direction = 0; direction < 2; direction++) {
            otp_bidi_paragraph *paragraph = otp_bidi_open(text, length, direction);
            if (!paragraph) { printf("\nbidi failed\n"); return 1; }
            count = otp_bidi_line_runs(paragraph, 0, length, runs, 4096);
            printf("\n%zu bidi %d:", i, direction);
            for (int32_t k = 0; k < count; k++) printf(" %d+%d%s", runs[k].start, runs[k].length, runs[k].right_to_left ? "r" : "");
            otp_bidi_close(paragraph);
        }
        printf("\n");
    }
    for (uint32_t scalar = 0; scalar < 0x30000; scalar += 7) {
        const char *script = otp_script_name(scalar);
        if (scalar % 997 == 0) printf("U+%04X %s %d\n", scalar, script ? script : "-", otp_is_right_to_left(scalar));
    }
    for (size_t i = 0; i < sizeof locales / sizeof *locales; i++) {
        printf("%s rtl %d plurals:", locales[i], otp_locale_is_right_to_left(locales[i]));
        static const double numbers[] = {0, 1, 2, 3, 5, 11, 21, 22, 100, 101, 1.5};
        for (size_t k = 0; k < sizeof numbers / sizeof *numbers; k++) {
            char category[16];
            int32_t length = otp_plural_category(locales[i], numbers[k], category, 16);
            printf(" %g=%s", numbers[k], length > 0 ? category : "?");
        }
        printf("\n");
    }
    print_digits();
    return argc == 2 ? print_numbering(argv[1]) : 0;
}
