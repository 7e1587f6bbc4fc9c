// Amounts arrive from the platform as strings of integer minor units. The platform's own formatter is
// pure digit work with no server dependency, so the web uses that one function rather than a copy.
export { formatMinor } from "../../server/modules/wallet/money";
