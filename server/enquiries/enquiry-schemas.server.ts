import { z } from "zod";
import { BUDGETS, PROJECT_TYPES, TIMELINES } from "../../shared/project-options.ts";
import {
  choiceField,
  emailField,
  optionalPhoneField,
  optionalText,
  requiredText,
} from "../forms/field-schemas.server.ts";

export const ContactSchema = z.object({
  name: requiredText("name", 100),
  email: emailField,
  subject: requiredText("subject", 150),
  message: requiredText("message", 5000),
});

export const QuoteSchema = z.object({
  name: requiredText("name", 100),
  email: emailField,
  phone: optionalPhoneField,
  projectType: choiceField(PROJECT_TYPES, "Choose the kind of project."),
  location: requiredText("town or postcode", 100),
  budget: choiceField(BUDGETS, "Choose a budget range."),
  timeline: choiceField(TIMELINES, "Choose when you'd like to start."),
  details: optionalText("project details", 5000),
});

export type ContactMessage = z.infer<typeof ContactSchema>;
export type QuoteRequest = z.infer<typeof QuoteSchema>;
