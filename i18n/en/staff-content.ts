// The staff pages' words: the content editor, photos, gallery, documents, video, testimonials, the mailing list, messages, the outbox and texts.
// English only for now (issue 17): the Kiswahili catalog re-exports this one.
export default {} satisfies Record<string, string>;
