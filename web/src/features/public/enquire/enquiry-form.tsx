import { Alert, Box, Button, chakra, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { COUNTRIES, type PublicEvent, type Scholarship } from '@contract';
import {
  ENQUIRY_FORM_STATE_PATH,
  ENQUIRY_PATH,
  enquiryFieldErrors,
  enquirySchema,
  type Enquiry,
  type EnquiryFormState,
} from '@contract/enquiries';
import { ApiError } from '../../../lib/api-client';
import { fieldErrorsOf, focusFirstError, type FieldErrors } from '../../../lib/form-errors';
import { loadValidationMessages } from '../../../lib/form/validation-language';
import { EnquiryCourseFields } from './enquiry-course-fields';
import { EnquiryInput, EnquirySelect, EnquiryTextarea } from './enquiry-fields';
import { ENQUIRY_SENT_EVENT, hasPendingEnquiries } from './pending-marker';
import { newEnquiryId, sendEnquiry } from './send-enquiry';

export const WAITING_MESSAGE = "We'll send your enquiry as soon as you're back online.";
const FAILED_MESSAGE = 'We could not send your enquiry just now. Please try again in a moment, or write to us on WhatsApp.';

type Values = {
  name: string;
  phone: string;
  email: string;
  country: string;
  fieldOfStudy: string;
  intake: string;
  message: string;
  consent: boolean;
  scholarshipId: string;
  universityId: string;
  programmeId: string;
  website: string;
};

type Status = 'idle' | 'sending' | 'sent' | 'waiting';

const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value : '');

/** What the link that opened the page chose: a scholarship, or a university and its programme. */
export type EnquiryChoice = { scholarship?: number | undefined; university?: number | undefined; programme?: number | undefined };

const idText = (value: string | boolean | undefined, chosen: number | undefined) => text(value) || (chosen ? String(chosen) : '');

function initialValues(posted: EnquiryFormState | undefined, chosen: EnquiryChoice): Values {
  const v = posted?.values ?? {};
  return {
    name: text(v.name),
    phone: text(v.phone),
    email: text(v.email),
    country: text(v.country),
    fieldOfStudy: text(v.fieldOfStudy),
    intake: text(v.intake),
    message: text(v.message),
    consent: v.consent === true,
    scholarshipId: idText(v.scholarshipId, chosen.scholarship),
    universityId: idText(v.universityId, chosen.university),
    programmeId: idText(v.programmeId, chosen.programme),
    website: '',
  };
}

/** The form as the API's body, before the schema checks it; `eventId`: the fair whose QR code opened the page. */
function bodyOf(values: Values, id: string, eventId: string | undefined): Record<string, unknown> {
  const { scholarshipId, universityId, programmeId, ...rest } = values;
  const idOf = (value: string) => (value ? Number(value) : null);
  return { ...rest, id, scholarshipId: idOf(scholarshipId), universityId: idOf(universityId), programmeId: idOf(programmeId), eventId: eventId ?? null };
}

/** Loaded only when an enquiry has to wait for the network: raw IndexedDB, a few hundred bytes. */
const pendingStore = () => import('./pending-enquiries');

/**
 * The enquiry form (docs/PRODUCT.md §2.8). A real HTML form (method, action, field names) that POST /enquire takes
 * before the JavaScript has arrived; once the app runs, it checks the fields with the API's own schema and sends
 * JSON. Without a connection the enquiry is kept on the phone and sent, with the same id, when the network returns.
 */
export function EnquiryForm({
  scholarships,
  chosen,
  eventId,
  event,
  sent,
}: {
  scholarships: Scholarship[] | undefined;
  chosen: EnquiryChoice;
  /** The recruitment fair whose QR code opened the page (/enquire?event=<id>): the enquiry is credited to it. */
  eventId?: string | undefined;
  /** That fair's name and place, once known, said above the form. */
  event?: PublicEvent | undefined;
  sent: boolean;
}) {
  // A refused post without JavaScript: the server rendered the page with what was typed and its messages.
  const posted = useQueryClient().getQueryData<EnquiryFormState>([ENQUIRY_FORM_STATE_PATH]);
  const [values, setValues] = useState(() => initialValues(posted, chosen));
  const [errors, setErrors] = useState<FieldErrors>(() => posted?.errors ?? {});
  const [formMessage, setFormMessage] = useState<string | null>(() => posted?.message ?? null);
  const [status, setStatus] = useState<Status>(sent ? 'sent' : 'idle');
  const form = useRef<HTMLFormElement>(null);
  const result = useRef<HTMLDivElement>(null);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest);
  };

  // An enquiry kept offline on an earlier visit: say it waits, and send it now if the network is here. On a page in
  // a student's language, its validation messages come now, before the form is sent.
  useEffect(() => {
    void loadValidationMessages();
    const onSent = () => setStatus('sent');
    window.addEventListener(ENQUIRY_SENT_EVENT, onSent);
    if (hasPendingEnquiries()) {
      void pendingStore().then(async (store) => {
        if ((await store.pendingEnquiries()).length === 0) return;
        setStatus((current) => (current === 'sent' ? current : 'waiting'));
        if (navigator.onLine) await store.flushPendingEnquiries();
      }).catch(() => undefined); // No IndexedDB here: nothing was kept.
    }
    return () => window.removeEventListener(ENQUIRY_SENT_EVENT, onSent);
  }, []);

  // The shell sends waiting enquiries when the connection returns (use-pending-enquiries.ts); a refusal comes here.
  useEffect(() => {
    if (status !== 'waiting') return;
    const onOnline = () =>
      void pendingStore()
        .then((store) => store.flushPendingEnquiries())
        .then(({ refused }) => {
          const first = refused[0];
          if (!first) return;
          setValues(initialValues({ values: { ...first.enquiry, scholarshipId: String(first.enquiry.scholarshipId ?? '') } as EnquiryFormState['values'], errors: {}, message: null }, {}));
          setErrors(enquiryFieldErrors((first.error.body?.error.details as { field: string; message: string }[] | undefined ?? []).map((d) => ({ path: [d.field], message: d.message }))));
          setFormMessage(first.error.body?.error.message ?? FAILED_MESSAGE);
          setStatus('idle');
        })
        .catch(() => undefined); // Still unreachable: the shell tries again when the connection returns.
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [status]);

  useEffect(() => {
    if (status === 'sent' || status === 'waiting') result.current?.focus();
  }, [status]);

  async function keepForLater(body: Enquiry) {
    const store = await pendingStore();
    await store.keepEnquiry(body);
    setStatus('waiting');
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'sending') return;
    setFormMessage(null);
    const id = newEnquiryId();
    const body = bodyOf(values, id, eventId);
    const parsed = enquirySchema.safeParse(body);
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed.error);
      setErrors(found);
      focusFirstError(form.current, found);
      return;
    }
    setErrors({});
    setStatus('sending');
    if (!navigator.onLine) return keepForLater(parsed.data);
    try {
      await sendEnquiry(parsed.data);
      setStatus('sent');
    } catch (error) {
      if (!(error instanceof ApiError)) return keepForLater(parsed.data); // no answer: the network is gone
      setStatus('idle');
      const details = (error.body?.error.details ?? []) as { field: string; message: string }[];
      const found = enquiryFieldErrors(details.map((d) => ({ path: [d.field], message: d.message })));
      setErrors(found);
      if (details.length > 0) focusFirstError(form.current, found);
      else setFormMessage(error.status < 500 && error.body ? error.body.error.message : FAILED_MESSAGE);
    }
  }

  if (status === 'sent' || status === 'waiting') {
    const done = status === 'sent';
    return (
      <Box ref={result} tabIndex={-1} role="status" p={{ base: '6', md: '8' }} borderRadius="xl" borderWidth="1px" bg="bg.panel" outline="none">
        <Heading as="h2" size="xl" color={done ? 'fg.success' : undefined}>
          {done ? 'Enquiry sent' : 'Enquiry saved on this phone'}
        </Heading>
        <Text mt="2" color="fg.muted">
          {done
            ? 'Thank you. A counselor will contact you within one working day, by WhatsApp, phone or e-mail.'
            : WAITING_MESSAGE}
        </Text>
        {done ? (
          <Button
            mt="5"
            variant="outline"
            onClick={() => {
              setValues(initialValues(undefined, {}));
              setStatus('idle');
            }}
          >
            Send another enquiry
          </Button>
        ) : null}
      </Box>
    );
  }

  const scholarshipChosen = scholarships?.find((s) => String(s.id) === values.scholarshipId);
  // A refusal about no field of the form (the id): said above it, so a refusal is never silent.
  const stray = Object.entries(errors).find(([field]) => !(field in values))?.[1];
  const alert = formMessage ?? stray ?? null;
  return (
    <chakra.form ref={form} method="post" action={ENQUIRY_PATH} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="enquiry-form-title">
      <Stack gap="5">
        <Heading as="h2" id="enquiry-form-title" size="xl">
          Your enquiry
        </Heading>
        {scholarshipChosen ? (
          <Text>
            You are asking about the <strong>{scholarshipChosen.title}</strong>.
          </Text>
        ) : null}
        {event && eventId ? (
          <Text>
            You are at <strong>{event.name}</strong> ({event.city}, {event.country}): the counselors at this fair will get your enquiry.
          </Text>
        ) : null}
        {/* Posted without JavaScript too: the fair is credited either way. */}
        {eventId ? <input type="hidden" name="eventId" value={eventId} /> : null}
        {alert ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{alert}</Alert.Title>
          </Alert.Root>
        ) : null}
        <EnquiryInput name="name" label="Full name" required autoComplete="name" value={values.name} error={errors.name} onChange={(v) => set('name', v)} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <EnquiryInput
            name="phone"
            label="Phone / WhatsApp"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            hint="A phone number or an e-mail address: we reply on one of them."
            value={values.phone}
            error={errors.phone}
            onChange={(v) => set('phone', v)}
          />
          <EnquiryInput
            name="email"
            label="E-mail"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            value={values.email}
            error={errors.email}
            onChange={(v) => set('email', v)}
          />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <EnquirySelect
            name="country"
            label="Country"
            empty="Choose your country"
            autoComplete="country-name"
            options={COUNTRIES.map((c) => ({ value: c, label: c }))}
            value={values.country}
            error={errors.country}
            onChange={(v) => set('country', v)}
          />
          <EnquiryInput name="intake" label="Preferred intake" placeholder="e.g. September 2027" value={values.intake} error={errors.intake} onChange={(v) => set('intake', v)} />
        </SimpleGrid>
        <EnquiryInput
          name="fieldOfStudy"
          label="What do you want to study?"
          placeholder="e.g. Nursing, Computer Science"
          value={values.fieldOfStudy}
          error={errors.fieldOfStudy}
          onChange={(v) => set('fieldOfStudy', v)}
        />
        <EnquirySelect
          name="scholarshipId"
          label="Scholarship"
          empty="No scholarship in mind"
          options={(scholarships ?? []).map((s) => ({ value: String(s.id), label: s.title }))}
          value={values.scholarshipId}
          error={errors.scholarshipId}
          onChange={(v) => set('scholarshipId', v)}
        />
        <EnquiryCourseFields
          universityId={values.universityId}
          programmeId={values.programmeId}
          errors={errors}
          onChange={(universityId, programmeId) => {
            set('universityId', universityId);
            set('programmeId', programmeId);
          }}
        />
        <EnquiryTextarea name="message" label="Message" value={values.message} error={errors.message} onChange={(v) => set('message', v)} />
        {/* The honeypot: off screen and out of the tab order, so people leave it empty and form-filling bots do not. */}
        <Box aria-hidden="true" position="absolute" left="-10000px" top="auto" width="1px" height="1px" overflow="hidden">
          <label htmlFor="enquiry-website">Website</label>
          <input id="enquiry-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={values.website} onChange={(e) => set('website', e.target.value)} />
        </Box>
        <Box>
          <chakra.label display="flex" gap="3" alignItems="flex-start" cursor="pointer">
            <chakra.input
              type="checkbox"
              name="consent"
              checked={values.consent}
              onChange={(e) => set('consent', e.target.checked)}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? 'enquiry-consent-error' : undefined}
              width="5"
              height="5"
              mt="0.5"
              flexShrink="0"
              accentColor="var(--chakra-colors-brand-solid)"
            />
            <span>I agree that Mission Control may contact me about this enquiry by phone, WhatsApp or e-mail.</span>
          </chakra.label>
          {errors.consent ? (
            <Text id="enquiry-consent-error" mt="1.5" fontSize="sm" color="red.fg">
              {errors.consent}
            </Text>
          ) : null}
        </Box>
        <Button type="submit" size="lg" colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'flex-start' }} loading={status === 'sending'} loadingText="Sending…">
          <Send aria-hidden="true" /> Send enquiry
        </Button>
      </Stack>
    </chakra.form>
  );
}
