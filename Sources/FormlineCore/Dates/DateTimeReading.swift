/// How the words of a text split into a date phrase, a time of day, and a move from them,
/// each one optional, as `DateTimeReader` finds it.
struct DateTimeReading: Sendable {
  var date: DatePhrase?
  var dateWords: ArraySlice<DateWord>
  var time: TimeOfDay?
  var timeWords: ArraySlice<DateWord>
  /// A move from the moment that the date and time name.
  var offset: DateOffset?
  var offsetWords: ArraySlice<DateWord> = []
}
