// What any staff form says of a text field (domain/staff-said/forms.ts), in words.
export default {
  unusualCharacters:
    "Please remove unusual characters (such as control characters) from {field, select, email {the email} password {the password} name {the name} pagePath {the page path} roomName {the room's name} roomCategory {the room's category} reason {the reason} reference {the reference} description {the description} specialRequests {the special requests} search {the search} roomNumber {the room number} kiswahiliName {the Kiswahili name} currentPassword {the current password} other {this field}}.",
} satisfies Record<string, string>;
