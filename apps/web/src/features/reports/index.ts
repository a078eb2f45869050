/** The reports feature's face: the "Report" button and dialog other features put on what they show. */
export { ReportButton } from "./components/report-button";
export { ReportDialog } from "./components/report-dialog";
export { reasonLabels, targetLabels } from "./components/report-words";
