/**
 * The search feature's public pieces for other features: finding members by name (the search
 * service), as a query hook and as the shared multi-select picker dialog.
 */
export { useMemberSearch } from "./api/search-members";
export { MemberPickerDialog } from "./components/member-picker-dialog";
