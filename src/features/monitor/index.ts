// What other features use of the monitoring menu: a record's History button for their editors.
export { RecordHistoryButton } from './operlog/history/RecordHistoryButton';
export { TitleWithHistory } from './operlog/history/TitleWithHistory';
