import Foundation
import ListKitTesting

/// IGListKit's `CalendarViewController`: a month as one section of a
/// `BindingSectionController` (``MonthSectionController``), whose view
/// models are the month's title, its days (seven to a row) and the
/// appointments of the day selected. The controller is its own
/// `ListBindingSectionControllerSelectionDelegate`: selecting a day
/// updates its view models, and the controller diffs them, binding the
/// days that changed in place and inserting or deleting appointments. The
/// demo opens the month, selects a day, adds appointments to the month
/// through `performUpdates`, scrolls, and selects the day again to close it.
@MainActor
final class CalendarScreen: ListAdapterDataSource {
    let stage = Stage(size: CGSize(width: 320, height: 280))
    var months = [
        Month(name: "June", days: 30, appointments: [
            2: ["Haircut"], 4: ["Dentist"], 7: ["Standup", "Code review"], 12: ["Release"],
            17: ["Run", "Read"], 21: ["Write docs"], 25: ["Interview"], 26: ["Holiday"],
        ]),
    ]

    init() { stage.adapter.dataSource = self }

    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { months }

    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> SectionController? {
        // Today is fixed, so the output is (IGListKit's reads the date).
        MonthSectionController(today: 10, stage: stage)
    }

    func emptyView(for listAdapter: ListAdapter) -> AnyObject? { nil }

    static func demo() -> [String] {
        let screen = CalendarScreen()
        let stage = screen.stage
        var lines = stage.step("opened") {}
        var asked = stage.view.cellRequestCount
        lines += stage.step("tapped June 7") { stage.view.tapItem(at: [0, 7]) }
        lines.append("   (cells asked for: \(stage.view.cellRequestCount - asked))")
        asked = stage.view.cellRequestCount
        lines += stage.step("an appointment added on the 7th and one on the 9th") {
            screen.months[0].appointments[7, default: []].append("Lunch")
            screen.months[0].appointments[9, default: []].append("Call home")
            stage.adapter.performUpdates(animated: true)
        }
        lines.append("   (cells asked for: \(stage.view.cellRequestCount - asked))")
        lines += stage.step("scrolled to the end") {
            stage.view.contentOffset = CGPoint(x: 0, y: stage.view.contentSize.height - stage.view.size.height)
        }
        lines += stage.step("back to the top, tapped June 7 again: the day closes") {
            stage.view.contentOffset = .zero
            stage.view.tapItem(at: [0, 7])
        }
        return lines
    }
}

/// A month: its name, its number of days, and appointments by day.
struct Month: ListDiffable, Equatable {
    var name: String
    var days: Int
    var appointments: [Int: [String]]
    var diffIdentifier: AnyHashable { name }
}

/// A month's name above its days.
struct MonthTitleViewModel: ListDiffable, Equatable {
    var name: String
    var diffIdentifier: AnyHashable { name }
}

/// A day: whether it is today or selected, and how many appointments it
/// has. The same day with other contents is bound again in place.
struct DayViewModel: ListDiffable, Equatable {
    var day: Int
    var today: Bool
    var selected: Bool
    var appointments: Int
    var diffIdentifier: AnyHashable { day }
}

/// An appointment of the day selected (IGListKit's example uses the
/// appointment's `NSString`).
struct AppointmentViewModel: ListDiffable, Equatable {
    var text: String
    var diffIdentifier: AnyHashable { text }
}

/// A month (IGListKit's `MonthSectionController`): its title, 30 points
/// high; its days, squares a seventh of the width; and the selected day's
/// appointments, 40 points high.
final class MonthSectionController: BindingSectionController<Month>, ListBindingSectionControllerSelectionDelegate {
    private let today: Int
    private unowned let stage: Stage
    private var selectedDay: Int?

    init(today: Int, stage: Stage) {
        self.today = today
        self.stage = stage
        super.init()
        selectionDelegate = self
    }

    override func viewModels(for month: Month) -> [any ListDiffable] {
        var viewModels: [any ListDiffable] = [MonthTitleViewModel(name: month.name)]
        for day in 1...month.days {
            viewModels.append(DayViewModel(
                day: day, today: day == today, selected: day == selectedDay, appointments: month.appointments[day]?.count ?? 0))
        }
        let appointments = selectedDay.flatMap { month.appointments[$0] } ?? []
        return viewModels + appointments.map(AppointmentViewModel.init)
    }

    override func cell(for viewModel: any ListDiffable, at index: Int) -> (any ListReusableView)? {
        switch viewModel {
        case is DayViewModel: return collectionContext?.dequeueReusableCell(of: CalendarDayCell.self, for: self, at: index)
        case is MonthTitleViewModel: return collectionContext?.dequeueReusableCell(of: MonthTitleCell.self, for: self, at: index)
        default: return collectionContext?.dequeueReusableCell(of: AppointmentCell.self, for: self, at: index)
        }
    }

    override func size(for viewModel: any ListDiffable, at index: Int) -> CGSize {
        let width = collectionContext?.containerSize.width ?? 0
        switch viewModel {
        case is DayViewModel:
            let square = (width / 7).rounded(.down)
            return CGSize(width: square, height: square)
        case is MonthTitleViewModel: return CGSize(width: width, height: 30)
        default: return CGSize(width: width, height: 40)
        }
    }

    // MARK: ListBindingSectionControllerSelectionDelegate

    func sectionController(_ sectionController: SectionController, didSelectItemAt index: Int, viewModel: Any) {
        // The day shows its selection through its view model, so the
        // view's own selection is cleared at once.
        collectionContext?.deselectItem(at: index, sectionController: self)
        guard let day = viewModel as? DayViewModel else { return }
        selectedDay = day.day == selectedDay ? nil : day.day
        stage.note(selectedDay.map { "selected day \($0)" } ?? "closed day \(day.day)")
        update(animated: true)
    }

    func sectionController(_ sectionController: SectionController, didDeselectItemAt index: Int, viewModel: Any) {}
    func sectionController(_ sectionController: SectionController, didHighlightItemAt index: Int, viewModel: Any) {}
    func sectionController(_ sectionController: SectionController, didUnhighlightItemAt index: Int, viewModel: Any) {}
}

/// A day of the month (IGListKit's `CalendarDayCell`): the day, a dot per
/// appointment, a `*` for today, in brackets when selected.
final class CalendarDayCell: HeadlessCell, ListBindable, Showing {
    private var day: DayViewModel?

    func bindViewModel(_ viewModel: Any) { day = viewModel as? DayViewModel }

    var shown: String {
        guard let day else { return "" }
        let text = "\(day.day)" + String(repeating: "•", count: day.appointments) + (day.today ? "*" : "")
        return day.selected ? "[\(text)]" : text
    }

    override func prepareForReuse() { day = nil }
}

/// The month's name (IGListKit's `MonthTitleCell`).
final class MonthTitleCell: HeadlessCell, ListBindable, Showing {
    private var name = ""
    func bindViewModel(_ viewModel: Any) { name = (viewModel as? MonthTitleViewModel)?.name.uppercased() ?? "" }
    var shown: String { name }
}

/// An appointment (IGListKit binds it into a `LabelCell`).
final class AppointmentCell: HeadlessCell, ListBindable, Showing {
    private var text = ""
    func bindViewModel(_ viewModel: Any) { text = (viewModel as? AppointmentViewModel)?.text ?? "" }
    var shown: String { "- \(text)" }
}
