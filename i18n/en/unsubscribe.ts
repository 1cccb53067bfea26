// English texts of the unsubscribe page (the link in every offer email).
export default {
  title: "Unsubscribe",
  confirmTitle: "Unsubscribe from our special offers",
  confirmText: "Press the button to remove <email></email> from our special offer list.",
  button: "Unsubscribe",
  removedTitle: "You have been unsubscribed",
  removedText:
    "We have removed <email></email> from our special offer list. You will not get any more offers from us.",
  invalidTitle: "This unsubscribe link is not valid",
  invalidText:
    "Please use the link from our most recent email, or write to <mail></mail> and we will remove your address.",
  home: "Back to the home page",
};
