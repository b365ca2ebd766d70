import OTPCommandLine


/// `otp-render goldens`: verify or record a folder of golden images.
struct GoldensCommand {
    static let definition = CommandDefinition(
        name: "goldens",
        abstract: "Verify or record golden images: render every spec under a folder and compare.",
        discussion: """
            A goldens folder holds specs, each beside the image it must render to: \
            <name>.json and <name>@<scale>x.png (scale as in the spec, e.g. boxed@2x.png, \
            boxed@2.625x.png). Specs in a folder named "sheets" are rendered as design-spec sheets \
            titled with the file's name; specs in a folder named "animations" are rendered frame \
            by frame (their animation at 30 fps, countdown 1), each frame a golden of its own: \
            <name>@<scale>x/frame-0001.png, … Pixels are compared after decoding, never PNG bytes.

            Record modes (--update, or the OTP_RENDER_RECORD environment variable): none writes \
            nothing; missing writes goldens that do not exist; changed also rewrites those whose \
            pixels changed (or that are corrupt); all rewrites every golden. Goldens are written with \
            maximum compression and no timestamp, only when their bytes change. A Git LFS pointer in \
            place of a golden is reported and never overwritten.

            A golden PNG that no spec produces any more (its spec deleted or renamed, a scale no \
            longer rendered, frames beyond an animation's end) is stale: verify and record list \
            it as a warning (a failure with --strict), and goldens prune removes it. Only files \
            named as goldens count: a spec's background image is never stale.

            A lock file, goldens.lock (goldens lock), holds the SHA-256 of every golden's pixels: \
            where a PNG is absent, verify checks the image against its hash, so goldens need not be \
            stored as images. A run split into shards (--shard K/N) is one report again with \
            goldens merge.

            Exit codes: 0 every golden matches, 1 some images differ, 2 a size changed, 3 a golden \
            is missing or unreadable, 64 an invalid spec, 70 an internal error (the most serious wins).
            """,
        subcommands: [GoldensVerifyCommand.definition, GoldensRecordCommand.definition, GoldensLockCommand.definition,
                      GoldensReviewCommand.definition, GoldensPruneCommand.definition, GoldensMergeCommand.definition,
                      GoldensDiffCommand.definition]
    )
}
