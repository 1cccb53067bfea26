// The staff area's shared words (layout, navigation, sign-in, error pages, dashboard). Staff pages
// are English for now (issue 17): the Kiswahili catalog re-exports this one.
export default {
  notFoundTitle: "Page not found",
  notFoundText: "There is no staff page at this address.",
  forbiddenTitle: "Not allowed",
  forbiddenText: "Only an admin can do this. Ask the motel's admin if you need it.",
  errorTitle: "Something went wrong",
  errorText: "Sorry, this page could not be shown. Please try again.",
  backToDashboard: "Back to the dashboard",
};
