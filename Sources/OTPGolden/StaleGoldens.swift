import OTPFiles

/// Golden PNGs that no spec produces any more: the spec was deleted or renamed, it renders
/// at another scale now, or its animation has fewer frames. `goldens verify` reports them,
/// `goldens prune` removes them.
///
/// Only files named as goldens are considered (``GoldenFileName``); a spec's background
/// image or anything else under the folder is never stale.
public struct StaleGoldens: Sendable {
    /// The golden paths the specs produce, spelled as the candidates are (the folder joined
    /// with the path under it).
    public var produced: Set<String>
    /// Spec paths without `.json` whose goldens are not known (a spec that does not decode):
    /// every golden of that name is kept.
    public var undetermined: Set<String>

    public init(produced: Set<String>, undetermined: Set<String> = []) {
        (self.produced, self.undetermined) = (produced, undetermined)
    }

    /// What `jobs` produce, given the ``GoldenPlan`` of each (``GoldenRenderer/read(_:)``'s);
    /// a spec whose plan cannot be had keeps every golden of its name, and is passed to
    /// `unreadable` with its error.
    public init(of jobs: [GoldenJob], plan: (GoldenJob) throws -> GoldenPlan,
                unreadable: (GoldenJob, any Error) -> Void = { _, _ in }) {
        self.init(produced: [])
        for job in jobs {
            do {
                produced.formUnion(job.goldenPaths(of: try plan(job)))
            } catch {
                undetermined.insert(PathName.removingExtension(job.specPath))
                unreadable(job, error)
            }
        }
    }

    /// The stale goldens under `folder`, sorted, leaving out hidden files and folders and
    /// anything under `excluded` (a report folder).
    public func find(in folder: String, excluding excluded: String? = nil) -> [String] {
        GoldenFolder.relativePaths(in: folder, excluding: excluded).compactMap { relative -> String? in
            let path = PathName.join(folder, relative)
            guard !produced.contains(path), let name = GoldenFileName(path: path), !undetermined.contains(name.base),
                  PathName.isRegularFile(path) else { return nil }
            return path
        }
    }
}
