// The content forms' labels and the launch checklist's items as staff read them: the domain gives
// their structure (domain/content-form.ts, domain/launch-checklist.ts), the staff catalog their
// words (`staffContent.group_*`, `field_*`, `launch_*`). The pages and the server's messages
// (a page's translate, or i18n/messages.server.ts `translator`) word them alike.
import type { FieldGroup, FieldLabel } from "../../../domain/content-form.ts";
import type { ChecklistMessage } from "../../../domain/launch-checklist.ts";
import type { MessageKey } from "../../../i18n/catalogs.ts";
import type { Text } from "../../i18n.tsx";

/** An input's label ("Main phone", "Food & Beverage 1: title"). */
export function fieldLabel(t: Text, label: FieldLabel): string {
  return t(`staffContent.${label.key}` as MessageKey, label.values);
}

/** A stored field's title ("Phones"). */
export function groupTitle(t: Text, title: FieldGroup["title"]): string {
  return t(`staffContent.${title}` as MessageKey);
}

/** A launch checklist item's sentence. */
export function checklistText(t: Text, item: ChecklistMessage): string {
  switch (item.kind) {
    case "sampleValue":
      return t("staffContent.launch_sampleValue", {
        field: item.label ? fieldLabel(t, item.label) : item.path,
        sample: item.sample,
      });
    case "samplePrices":
      return t("staffContent.launch_samplePrices", { count: item.count });
    case "noProfile":
      return t("staffContent.launch_noProfile", { site: fieldLabel(t, item.label) });
    case "publicUrl":
      return t("staffContent.launch_publicUrl", { url: item.url });
    case "placeholderPhoto":
      return t("staffContent.launch_placeholderPhoto", { photo: item.photo });
    case "samplePdf":
      return t("staffContent.launch_samplePdf", { pdf: item.pdf });
    case "noKiswahili":
      return t("staffContent.launch_noKiswahili", {
        title: item.title ? groupTitle(t, item.title) : item.field,
      });
    case "noKiswahiliName":
      return t("staffContent.launch_noKiswahiliName", { name: item.name });
    case "sampleVideo":
      return t("staffContent.launch_sampleVideo");
    case "sampleTestimonials":
      return t("staffContent.launch_sampleTestimonials");
  }
}
