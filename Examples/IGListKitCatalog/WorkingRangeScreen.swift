import Foundation
import ListKitTesting

/// IGListKit's `WorkingRangeViewController`: photos of different heights,
/// each a section of two items (its address, then the photo), with a
/// working range of two sections on each side of the screen. A section
/// starts downloading its photo when it enters the range, through its
/// `ListWorkingRangeDelegate`, so that the photo is there by the time it
/// scrolls on screen. The download is faked: it lands half a second later
/// on the screen's clock. The demo opens the list, scrolls down, taps an
/// address, and adds a photo at the top; each step prints the sections
/// that entered and left the range.
@MainActor
final class WorkingRangeScreen: ListAdapterDataSource {
    let stage = Stage(size: CGSize(width: 320, height: 400), workingRangeSize: 2)
    /// The photos' heights, one section each (IGListKit's are random
    /// between 200 and 400; these are fixed, so the output is).
    var heights = [250, 310, 220, 380, 270, 330, 240, 360, 290, 210]

    init() { stage.adapter.dataSource = self }

    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { heights.map(Photo.init) }

    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> SectionController? {
        WorkingRangeSectionController(stage: stage)
    }

    func emptyView(for listAdapter: ListAdapter) -> AnyObject? { nil }

    static func demo() -> [String] {
        let screen = WorkingRangeScreen()
        let stage = screen.stage
        var lines = stage.step("opened") {}
        // As a finger drags: 100 points at a time, so the sections on screen
        // change a few at a time and the range slides.
        lines += stage.step("dragged down to 1500, 100 points at a time") {
            for y in stride(from: 100, through: 1_500, by: 100) { stage.view.contentOffset = CGPoint(x: 0, y: y) }
        }
        lines += stage.step("tapped the address of the 330-point photo") {
            if let section = stage.adapter.section(for: Photo(height: 330)) { stage.view.tapItem(at: [section, 0]) }
        }
        // Last: a batch that moves the cells on screen to other index paths
        // leaves the working range counting them at their old paths (as
        // IGListKit's handler does) until they leave the screen.
        lines += stage.step("a 200-point photo added at the top") {
            screen.heights.insert(200, at: 0)
            stage.adapter.performUpdates(animated: true)
        }
        return lines
    }
}

/// A photo, known by its height (IGListKit's example uses the height, an
/// `NSNumber`, as the object).
struct Photo: ListDiffable, Hashable {
    var height: Int
    var diffIdentifier: AnyHashable { height }
}

/// A photo's address, 55 points high, then the photo at its height
/// (IGListKit's `WorkingRangeSectionController`). Entering the working
/// range starts the download once; the photo goes into its cell when it
/// lands, if the cell is on screen, and into every cell vended after.
final class WorkingRangeSectionController: GenericSectionController<Photo>, ListWorkingRangeDelegate {
    private unowned let stage: Stage
    private var downloaded = false
    private var downloading = false

    init(stage: Stage) {
        self.stage = stage
        super.init()
        workingRangeDelegate = self
    }

    /// Where the photo would come from, at the container's width.
    private var address: String {
        "photos/\(Int(collectionContext?.containerSize.width ?? 0))x\(object?.height ?? 0)"
    }

    override var numberOfItems: Int { 2 }

    override func sizeForItem(at index: Int) -> CGSize {
        let width = collectionContext?.containerSize.width ?? 0
        return CGSize(width: width, height: index == 0 ? 55 : CGFloat(object?.height ?? 0))
    }

    override func cellForItem(at index: Int) -> (any ListReusableView)? {
        if index == 0 {
            let cell = collectionContext?.dequeueReusableCell(of: LabelCell.self, for: self, at: index)
            cell?.text = address
            return cell
        }
        let cell = collectionContext?.dequeueReusableCell(of: ImageCell.self, for: self, at: index)
        cell?.image = downloaded ? address : nil
        return cell
    }

    override func didSelectItem(at index: Int) {
        stage.note("tapped \(address) in section \(section ?? -1)")
    }

    // MARK: ListWorkingRangeDelegate

    func listAdapter(_ listAdapter: ListAdapter, sectionControllerWillEnterWorkingRange sectionController: SectionController) {
        stage.note("section \(section ?? -1) entered the range")
        guard !downloaded, !downloading else { return }
        downloading = true
        let address = address
        stage.note("downloading \(address)")
        stage.scheduler.schedule(after: 0.5) { [weak self] in
            guard let self else { return }
            self.downloaded = true
            self.stage.note("downloaded \(address)")
            (self.collectionContext?.cellForItem(at: 1, sectionController: self) as? ImageCell)?.image = address
        }
    }

    func listAdapter(_ listAdapter: ListAdapter, sectionControllerDidExitWorkingRange sectionController: SectionController) {
        stage.note("section \(section ?? -1) left the range")
    }
}

/// A photo, or a placeholder until it is downloaded (IGListKit's
/// `ImageCell`).
final class ImageCell: HeadlessCell, Showing {
    var image: String?
    var shown: String { image.map { "[photo \($0)]" } ?? "[loading…]" }
    override func prepareForReuse() { image = nil }
}
