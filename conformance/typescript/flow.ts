/**
 * The whole product flow, driven through the TypeScript client that OpenAPI Generator's
 * typescript-fetch generator makes from openapi.yaml (`make sdk-typescript`, into
 * target/sdk/typescript, never committed), compiled with it under `tsc --strict`
 * (tsconfig.json) and run on Node.js's own fetch.
 *
 * It follows conformance/sdk_flow.py step by step, then goes further with what a TypeScript
 * integrator meets first: a candidate read, patched and deleted, the documented error shapes
 * read out of the client's ResponseError, and lists walked page by page and cursor by cursor.
 *
 * Every typed response is read through the client's own model, and its raw JSON must have exactly
 * the keys that model documents, at every level, with every value the same after the client's
 * round trip (FromJSON, then ToJSON): a renamed, missing or extra field, or a timestamp the
 * client's Date does not give back as sent, fails. Webhooks are received in this process and
 * their Standard Webhooks signatures verified as openapi.yaml documents them. Exits non-zero on
 * any deviation.
 *
 *     node target/conformance/typescript/conformance/typescript/flow.js \
 *         --base-url http://127.0.0.1:8080/api/v1 --api-key ivk_live_...
 */

import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { isDeepStrictEqual, parseArgs } from "node:util";

import {
    APIKeysApi,
    type ApiResponse,
    ApiKeyListToJSON,
    ApiKeyWithSecretEnvelopeToJSON,
    AccountSettingsEnvelopeToJSON,
    type Candidate,
    CandidateEnvelopeToJSON,
    CandidateExportEnvelopeToJSON,
    CandidateListToJSON,
    CandidatesApi,
    Configuration,
    type CreditBalance,
    CreditBalanceToJSON,
    CreditTransactionListToJSON,
    CreditTransactionType,
    CreditsApi,
    type CursorPagination,
    type CvInput,
    CvParseSource,
    DeleteResultToJSON,
    ErasureEnvelopeToJSON,
    ErasuresApi,
    type ErrorBody,
    ErrorResponseFromJSON,
    ErrorResponseToJSON,
    ErrorType,
    EvaluationEnvelopeToJSON,
    EventEnvelopeToJSON,
    EventListToJSON,
    EventResendResultEnvelopeToJSON,
    EventSummaryEnvelopeToJSON,
    EventType,
    EventsApi,
    InterviewEnvelopeToJSON,
    InterviewListToJSON,
    InterviewQuestionListToJSON,
    InterviewStatus,
    InterviewsApi,
    type Invitation,
    InvitationBatchResultsToJSON,
    InvitationCreateToJSONTyped,
    InvitationEnvelopeToJSON,
    InvitationToJSON,
    InvitationsApi,
    type Job,
    JobEnvelopeToJSON,
    JobListToJSON,
    JobsApi,
    KeyMode,
    QuestionSource,
    QuestionType,
    Recommendation,
    ResponseError,
    SessionEnvelopeToJSON,
    SessionResponseEnvelopeToJSON,
    SessionsApi,
    SettingsApi,
    SimpleErrorFromJSON,
    SimpleErrorToJSON,
    SimpleValidationErrorFromJSON,
    SimpleValidationErrorToJSON,
    SimulationOutcome,
    SkillCategory,
    SkillProficiency,
    VoiceId,
    WebhookDeliveryListToJSON,
    WebhookDeliveryOutcome,
    WebhookDeliveryStatus,
    WebhookEndpointEnvelopeToJSON,
    WebhookEndpointListToJSON,
    WebhookEndpointWithSecretEnvelopeToJSON,
    type WebhookEvent,
    WebhookErasureEventFromJSON,
    WebhookErasureEventToJSON,
    WebhookErasureEventTypeEnum,
    WebhookEventFromJSON,
    WebhookEventToJSON,
    WebhookEventType,
    WebhookPingEventFromJSON,
    WebhookPingEventToJSON,
    WebhooksApi,
    WebhookRecoveryEnvelopeToJSON,
    instanceOfErrorResponse,
    instanceOfSimpleError,
    instanceOfSimpleValidationError,
    instanceOfWebhookErasureEvent,
    instanceOfWebhookEvent,
    instanceOfWebhookPingEvent,
} from "../../target/sdk/typescript";

class FlowError extends Error {
    override name = "FlowError";
}

function check(condition: boolean, message: string): asserts condition {
    if (!condition) {
        throw new FlowError(message);
    }
}

/** The item at `index`, which must be there. */
function at<T>(items: readonly T[], index: number, what: string): T {
    const item = items[index];
    check(item !== undefined, `${what}: no item ${index} (${items.length} items)`);
    return item;
}

function ids(items: readonly { id: string }[]): string[] {
    return items.map((item) => item.id);
}

function isObject(value: unknown): value is Record<string, unknown> {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}

function show(value: unknown): string {
    return value === undefined ? "undefined" : JSON.stringify(value);
}

/**
 * The raw JSON has exactly the keys the model, written back by the client (ToJSON writes every
 * documented key), has, recursively, and the same values. A documented key may be absent from
 * the response only where the client holds `undefined` for it (an optional field never given,
 * such as a CV sub-field): the client reads a required nullable field that is absent as `null`.
 */
function sameShape(raw: unknown, model: unknown, path: string): void {
    if (isObject(raw)) {
        check(isObject(model), `${path}: an object in the response, ${show(model)} through the client`);
        const extra = Object.keys(raw).filter((key) => !(key in model));
        const missing = Object.keys(model).filter((key) => !(key in raw) && model[key] !== undefined);
        check(extra.length === 0, `${path}: fields the contract does not document: ${extra.join(", ")}`);
        check(missing.length === 0, `${path}: documented fields missing from the response: ${missing.join(", ")}`);
        for (const [key, value] of Object.entries(raw)) {
            sameShape(value, model[key], `${path}.${key}`);
        }
    } else if (Array.isArray(raw)) {
        check(Array.isArray(model) && model.length === raw.length, `${path}: array differs from the model`);
        raw.forEach((item, i) => sameShape(item, model[i], `${path}[${i}]`));
    } else {
        check(raw === model, `${path}: ${show(raw)} in the response, ${show(model)} through the client`);
    }
}

function describe(response: Response): string {
    return new URL(response.url).pathname;
}

/** Calls an operation, and checks its response is the documented model, field for field. */
async function typed<T>(call: Promise<ApiResponse<T>>, toJSON: (value: T) => unknown): Promise<T> {
    const response = await call;
    const where = describe(response.raw);
    const contentType = response.raw.headers.get("content-type");
    check(contentType === "application/json; charset=utf-8", `${where}: Content-Type ${show(contentType)}`);
    const raw: unknown = JSON.parse(await response.raw.clone().text());
    const value = await response.value();
    sameShape(raw, toJSON(value), where);
    return value;
}

/** The error an operation must fail with: the client's ResponseError, its status and JSON body. */
async function failure(call: Promise<unknown>, status: number): Promise<{ response: Response; raw: unknown }> {
    try {
        await call;
    } catch (error) {
        if (!(error instanceof ResponseError)) {
            throw error;
        }
        const response = error.response;
        const where = describe(response);
        check(response.status === status, `${where}: status ${response.status}, expected ${status}`);
        const contentType = response.headers.get("content-type");
        check(contentType === "application/json; charset=utf-8", `${where}: error Content-Type ${show(contentType)}`);
        return { response, raw: JSON.parse(await response.text()) };
    }
    throw new FlowError(`expected a ${status}, the call succeeded`);
}

/** A structured error (`Error`) of the given status and type; its body, and the response. */
async function structuredError(
    call: Promise<unknown>,
    status: number,
    type: ErrorType,
): Promise<ErrorBody & { response: Response }> {
    const { response, raw } = await failure(call, status);
    const error = ErrorResponseFromJSON(raw);
    const where = describe(response);
    check(isObject(raw) && instanceOfErrorResponse(error), `${where}: ${status} is not the structured error shape`);
    sameShape(raw, ErrorResponseToJSON(error), `${where} (${status})`);
    check(error.error.type === type, `${where}: error type ${error.error.type}, expected ${type}`);
    check(error.error.message.length > 0, `${where}: an error without a message`);
    return { ...error.error, response };
}

class Delivery {
    constructor(
        readonly headers: IncomingHttpHeaders,
        readonly body: Buffer,
    ) {}

    header(name: string): string {
        const value = this.headers[name];
        check(typeof value === "string" && value.length > 0, `webhook header ${name} missing`);
        return value;
    }

    json(): unknown {
        return JSON.parse(this.body.toString("utf8"));
    }
}

/** Collects webhook deliveries on 127.0.0.1 and answers 204. */
class Receiver {
    private readonly deliveries: Delivery[] = [];
    private waiting: (() => void) | null = null;
    private readonly server: Server;

    private constructor(server: Server) {
        this.server = server;
        server.on("request", (request, response) => {
            const chunks: Buffer[] = [];
            request.on("data", (chunk: Buffer) => chunks.push(chunk));
            request.on("end", () => {
                this.deliveries.push(new Delivery(request.headers, Buffer.concat(chunks)));
                response.writeHead(204).end();
                this.waiting?.();
            });
        });
    }

    static async start(): Promise<Receiver> {
        const server = createServer();
        await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
        return new Receiver(server);
    }

    get url(): string {
        const address = this.server.address();
        check(address !== null && typeof address === "object", "the receiver listens on a TCP port");
        return `http://127.0.0.1:${address.port}/interview-events`;
    }

    async next(timeoutSeconds: number): Promise<Delivery> {
        const deadline = Date.now() + timeoutSeconds * 1000;
        for (;;) {
            const delivery = this.deliveries.shift();
            if (delivery !== undefined) {
                return delivery;
            }
            const left = deadline - Date.now();
            check(left > 0, `no webhook delivery within ${Math.round(timeoutSeconds)} s`);
            await new Promise<void>((resolve) => {
                const timer = setTimeout(resolve, left);
                this.waiting = () => {
                    clearTimeout(timer);
                    resolve();
                };
            });
            this.waiting = null;
        }
    }

    /** The next delivery whose payload `matches`, passing over others (each signed with `secret`). */
    async until(timeoutSeconds: number, secret: string, matches: (payload: unknown) => boolean): Promise<Delivery> {
        const deadline = Date.now() + timeoutSeconds * 1000;
        for (;;) {
            const delivery = await this.next(Math.max(0.001, (deadline - Date.now()) / 1000));
            verifySignature(secret, delivery);
            if (matches(delivery.json())) {
                return delivery;
            }
        }
    }

    close(): void {
        this.server.closeAllConnections();
        this.server.close();
    }
}

/**
 * Standard Webhooks, as openapi.yaml documents it: `v1,` and the base64 HMAC-SHA256 of
 * `{webhook-id}.{webhook-timestamp}.{body}` (the body exactly as received), keyed with the
 * base64-decoded part of the secret after `whsec_`, compared in constant time with each
 * space-separated `v1,` entry; a timestamp more than 5 minutes off is refused.
 */
function signatureValid(
    secret: string,
    id: string,
    timestamp: string,
    signature: string,
    body: Buffer,
    now: number,
): boolean {
    if (!secret.startsWith("whsec_") || !/^[0-9]+$/.test(timestamp) || Math.abs(now - Number(timestamp)) > 300) {
        return false;
    }
    const key = Buffer.from(secret.slice("whsec_".length), "base64");
    const expected = createHmac("sha256", key).update(`${id}.${timestamp}.`).update(body).digest();
    return signature
        .split(" ")
        .filter((entry) => entry.startsWith("v1,"))
        .map((entry) => Buffer.from(entry.slice(3), "base64"))
        .some((given) => given.length === expected.length && timingSafeEqual(given, expected));
}

function verifySignature(secret: string, delivery: Delivery): void {
    const id = delivery.header("webhook-id");
    const timestamp = delivery.header("webhook-timestamp");
    const signature = delivery.header("webhook-signature");
    check(
        signatureValid(secret, id, timestamp, signature, delivery.body, Date.now() / 1000),
        `webhook-signature of ${id} does not verify`,
    );
}

/** The verifier agrees with the worked example of openapi.yaml (Webhooks), and refuses a change. */
function signatureSelfTest(): void {
    const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
    const id = "evt_01937a5c2e4f7d01b8a9c3d2e1f04a5b";
    const body = Buffer.from(
        '{"id":"evt_01937a5c2e4f7d01b8a9c3d2e1f04a5b","type":"interview_started",' +
            '"created_at":"2026-11-22T07:03:41.286Z",' +
            '"data":{"id":"01937a2b-3c4d-7e5f-a061-7b8c9d0e1f2a","status":"in_progress"}}',
    );
    const signature = "v1,Vzzw9d1y+kyShPLZfyVE6nXf0f+6ApkoaAGGLGiPJcs=";
    check(signatureValid(secret, id, "1795331021", signature, body, 1795331021), "the documented example verifies");
    check(
        signatureValid(secret, id, "1795331021", `v1,bm90IGl0 ${signature}`, body, 1795331021 + 299),
        "any v1 entry may match, within 5 minutes",
    );
    check(!signatureValid(secret, id, "1795331021", signature, body, 1795331021 + 301), "an old timestamp is refused");
    check(!signatureValid(secret, id, "1795331022", signature, body, 1795331021), "the timestamp is signed");
    const changed = Buffer.from(body.toString().replace("in_progress", "completed"));
    check(!signatureValid(secret, id, "1795331021", signature, changed, 1795331021), "the body is signed");
}

function idempotencyKey(): string {
    return randomUUID();
}

class Client {
    readonly candidates: CandidatesApi;
    readonly jobs: JobsApi;
    readonly invitations: InvitationsApi;
    readonly credits: CreditsApi;
    readonly interviews: InterviewsApi;
    readonly sessions: SessionsApi;
    readonly webhooks: WebhooksApi;
    readonly events: EventsApi;
    readonly settings: SettingsApi;
    readonly erasures: ErasuresApi;
    readonly apiKeys: APIKeysApi;

    constructor(baseUrl: string, apiKey: string) {
        const configuration = new Configuration({ basePath: baseUrl, accessToken: apiKey });
        this.candidates = new CandidatesApi(configuration);
        this.jobs = new JobsApi(configuration);
        this.invitations = new InvitationsApi(configuration);
        this.credits = new CreditsApi(configuration);
        this.interviews = new InterviewsApi(configuration);
        this.sessions = new SessionsApi(configuration);
        this.webhooks = new WebhooksApi(configuration);
        this.events = new EventsApi(configuration);
        this.settings = new SettingsApi(configuration);
        this.erasures = new ErasuresApi(configuration);
        this.apiKeys = new APIKeysApi(configuration);
    }
}

async function sleep(ms: number): Promise<void> {
    await new Promise<void>((resolve) => setTimeout(resolve, ms));
}

async function flow(baseUrl: string, apiKey: string): Promise<void> {
    signatureSelfTest();
    const client = new Client(baseUrl, apiKey);
    const { candidates, jobs, invitations, credits, interviews, sessions, webhooks } = client;
    const run = randomUUID().replace(/-/g, "").slice(0, 8);
    const receiver = await Receiver.start();
    try {
        const endpoint = (
            await typed(
                webhooks.createWebhookEndpointRaw({
                    webhookEndpointCreate: {
                        url: receiver.url,
                        events: new Set([WebhookEventType.InterviewStarted, WebhookEventType.InterviewEnded]),
                        description: `typescript flow ${run}`,
                    },
                    idempotencyKey: idempotencyKey(),
                }),
                WebhookEndpointWithSecretEnvelopeToJSON,
            )
        ).data;
        console.log(`webhook endpoint ${endpoint.id} -> ${endpoint.url}`);

        const job = (
            await typed(
                jobs.createJobRaw({
                    jobCreate: {
                        title: `Senior Backend Engineer ${run}`,
                        description: "Payments platform team.",
                        questions: [
                            {
                                questionText: "How would you make payment capture idempotent across client retries?",
                                questionType: QuestionType.Technical,
                                timeLimitSeconds: 300,
                                orderIndex: 0,
                            },
                            {
                                questionText: "Tell me about a time you pushed back on a product decision.",
                                questionType: QuestionType.Behavioral,
                                timeLimitSeconds: 180,
                                orderIndex: 1,
                            },
                            {
                                questionText: "What would you change in your last team's on-call?",
                                questionType: QuestionType.Situational,
                                orderIndex: 2,
                            },
                        ],
                    },
                    idempotencyKey: idempotencyKey(),
                }),
                JobEnvelopeToJSON,
            )
        ).data;
        const third = at(job.questions, 2, "job");
        check(job.questions.length === 3 && third.timeLimitSeconds === 180, "job questions as sent");
        check((await typed(jobs.getJobRaw({ id: job.id }), JobEnvelopeToJSON)).data.id === job.id, "job reads back");
        const recent = await typed(jobs.listJobsRaw({ limit: 5 }), JobListToJSON);
        check(recent.data.some((j) => j.id === job.id), "job listed");
        console.log(`job ${job.id} with ${job.questions.length} questions`);

        const cv: CvInput = {
            summary: "Backend engineer with eight years of experience building payment systems.",
            workExperiences: [
                {
                    company: "Northwind Payments",
                    title: "Senior Software Engineer",
                    startDate: "2021-03",
                    isCurrent: true,
                },
                {
                    company: "Contoso Bank",
                    title: "Software Engineer",
                    startDate: "2017-09",
                    endDate: "2021-02",
                    isCurrent: false,
                },
            ],
            education: [
                {
                    institution: "University of Lagos",
                    degree: "Bachelor",
                    field: "Computer Science",
                    startDate: "2013",
                    endDate: "2017-07",
                },
            ],
            skills: [{ name: "Rust", category: SkillCategory.Technical, proficiency: SkillProficiency.Expert }],
            certifications: [{ name: "AWS Solutions Architect", issuer: "Amazon Web Services", issueDate: "2023-05" }],
            linkedinUrl: "https://www.linkedin.com/in/amara-okafor",
        };
        const amara = (
            await typed(
                candidates.createCandidateRaw({
                    candidateCreate: { name: `Amara Okafor ${run}`, title: "Senior Software Engineer", cv },
                }),
                CandidateEnvelopeToJSON,
            )
        ).data;
        const lukas = (
            await typed(
                candidates.createCandidateRaw({ candidateCreate: { name: `Lukas Brenner ${run}` } }),
                CandidateEnvelopeToJSON,
            )
        ).data;
        check(amara.cv !== null && amara.cv.parseSource === CvParseSource.Manual, "CV stored as manual");
        check(lukas.cv === null && lukas.title === null, "a candidate without CV or title");
        const page = await typed(candidates.listCandidatesRaw({ page: 1, limit: 100 }), CandidateListToJSON);
        const listedIds = ids(page.data);
        check(listedIds.includes(amara.id) && listedIds.includes(lukas.id), "both candidates listed");
        check(listedIds.indexOf(lukas.id) < listedIds.indexOf(amara.id), "newest first");
        const found = await typed(
            candidates.listCandidatesRaw({ search: `okafor ${run}`.toUpperCase() }),
            CandidateListToJSON,
        );
        check(isDeepStrictEqual(ids(found.data), [amara.id]) && found.pagination.total === 1, "search by name");
        console.log(`candidates ${amara.id}, ${lukas.id}; search found ${found.pagination.total}`);

        const before = await typed(credits.getCreditBalanceRaw(), CreditBalanceToJSON);
        const invitation = await typed(
            invitations.createInvitationRaw({
                invitationCreate: {
                    jobId: job.id,
                    candidateName: amara.name,
                    candidateCv: cv,
                    questionConfig: {
                        excludedQuestionIds: new Set([at(job.questions, 2, "job").id]),
                        customQuestions: [
                            {
                                questionText:
                                    "Our on-call rotation is one week in six. How do you keep it sustainable?",
                                questionType: QuestionType.Situational,
                                timeLimitSeconds: 240,
                            },
                        ],
                        questionOrder: ["custom_0", at(job.questions, 1, "job").id],
                    },
                    expiresInDays: 7,
                    localeId: "en-GB",
                    voiceId: VoiceId.WarmFemale,
                },
                idempotencyKey: idempotencyKey(),
            }),
            InvitationToJSON,
        );
        check(invitation.status === InterviewStatus.Invited, "a new invitation is invited");
        check(invitation.estimatedDurationSeconds === 240 + 180 + 300, "estimated duration");
        check(invitation.estimatedCredits === 12, "ceil(720 / 60) credits");
        check(invitation.interviewUrl.endsWith("/" + invitation.token), "interview_url ends with the token");
        const reserved = await typed(credits.getCreditBalanceRaw(), CreditBalanceToJSON);
        check(reserved.reservedCredits === before.reservedCredits + 12, "credits reserved");
        check(reserved.availableCredits === reserved.totalBalance - reserved.reservedCredits, "available");
        console.log(`invitation ${invitation.id}: ${invitation.estimatedCredits} credits reserved`);

        const questions = await typed(
            interviews.listInterviewQuestionsRaw({ id: invitation.id }),
            InterviewQuestionListToJSON,
        );
        const sources = questions.data.map((q) => [q.source, q.jobQuestionId]);
        check(
            isDeepStrictEqual(sources, [
                [QuestionSource.Custom, null],
                [QuestionSource.Job, at(job.questions, 1, "job").id],
                [QuestionSource.Job, at(job.questions, 0, "job").id],
            ]),
            `question configuration applied: ${show(sources)}`,
        );

        const session = (await typed(sessions.getSessionRaw({ token: invitation.token }), SessionEnvelopeToJSON)).data;
        check(session.status === InterviewStatus.Invited && session.questions.length === 3, "session before start");
        check(session.candidateCv !== null, "the CV snapshot reaches the runtime");
        const token = invitation.token;
        const started = (await typed(sessions.startSessionRaw({ token }), SessionEnvelopeToJSON)).data;
        check(started.status === InterviewStatus.InProgress && started.startedAt !== null, "started");
        for (const [i, question] of started.questions.entries()) {
            const answer = (
                await typed(
                    sessions.recordSessionResponseRaw({
                        token: invitation.token,
                        sessionResponseCreate: {
                            questionId: question.id,
                            transcript: `Answer ${i + 1}.`,
                            durationSeconds: 30,
                        },
                    }),
                    SessionResponseEnvelopeToJSON,
                )
            ).data;
            check(answer.questionId === question.id, "answer recorded for its question");
        }
        const completed = (await typed(sessions.completeSessionRaw({ token: invitation.token }), SessionEnvelopeToJSON))
            .data;
        check(completed.status === InterviewStatus.Completed, "completed");
        console.log(`session ${token.slice(0, 8)}…: started, ${started.questions.length} answers, completed`);

        const result = (await typed(interviews.getInterviewRaw({ id: invitation.id }), InterviewEnvelopeToJSON)).data;
        check(result.status === InterviewStatus.Completed && result.completedAt !== null, "interview completed");
        check(result.responses.length === 3, "three responses in the results");
        const charged = result.chargedCredits;
        check(charged !== null && charged >= 1 && charged <= 12, "charged credits");
        const listed = await typed(
            interviews.listInterviewsRaw({ status: InterviewStatus.Completed, jobId: job.id }),
            InterviewListToJSON,
        );
        check(isDeepStrictEqual(ids(listed.data), [invitation.id]), "completed interviews of the job");
        const after = await typed(credits.getCreditBalanceRaw(), CreditBalanceToJSON);
        check(after.reservedCredits === before.reservedCredits, "reservation released");
        check(after.totalBalance === before.totalBalance - charged, "charged from the balance");
        console.log(`results: ${result.status}, ${result.responses.length} responses, ${charged} charged`);

        const events = new Map<WebhookEventType, WebhookEvent>();
        const bodies = new Map<WebhookEventType, unknown>();
        const deadline = Date.now() + 60_000;
        while (events.size < 2) {
            const delivery = await receiver.next(Math.max(1, (deadline - Date.now()) / 1000));
            verifySignature(endpoint.secret, delivery);
            const raw: unknown = JSON.parse(delivery.body.toString("utf8"));
            const event = WebhookEventFromJSON(raw);
            check(isObject(raw) && instanceOfWebhookEvent(event), "webhook payload is a WebhookEvent");
            sameShape(raw, WebhookEventToJSON(event), `webhook ${event.type}`);
            check(delivery.header("webhook-id") === event.id, "webhook-id is the event id");
            if (event.data.id === invitation.id) {
                events.set(event.type, event);
                bodies.set(event.type, raw);
            }
        }
        const startedEvent = events.get(WebhookEventType.InterviewStarted);
        const ended = events.get(WebhookEventType.InterviewEnded);
        check(startedEvent?.data.status === InterviewStatus.InProgress, "started event");
        check(ended?.data.status === InterviewStatus.Completed, "ended event");
        check(ended.data.interviewUrl === null, "no working link in a webhook payload");
        console.log("webhooks: interview_started and interview_ended received, signatures valid");

        // The attempt is logged once the receiver's answer is in, just after the receiver saw it.
        let succeeded = 0;
        const logDeadline = Date.now() + 15_000;
        for (;;) {
            const deliveries = await typed(
                webhooks.listWebhookDeliveriesRaw({ id: endpoint.id }),
                WebhookDeliveryListToJSON,
            );
            succeeded = deliveries.data.filter((d) => d.outcome === WebhookDeliveryOutcome.Succeeded).length;
            if (succeeded >= 2 || Date.now() > logDeadline) {
                break;
            }
            await sleep(200);
        }
        check(succeeded >= 2, `both deliveries logged as succeeded (${succeeded} are)`);
        console.log(`delivery log: ${succeeded} succeeded attempts`);

        // The credit ledger: the invitation's reservation, then its release and charge.
        const ledger = await typed(
            credits.listCreditTransactionsRaw({ interviewId: invitation.id }),
            CreditTransactionListToJSON,
        );
        const kinds = ledger.data.map((t) => t.type);
        check(
            isDeepStrictEqual(kinds, [
                CreditTransactionType.Charge,
                CreditTransactionType.Release,
                CreditTransactionType.Reservation,
            ]),
            `the interview's ledger rows, newest first: ${show(kinds)}`,
        );
        check(-at(ledger.data, 0, "ledger").amount === charged, "the charge row is what was charged");
        console.log(`ledger: ${kinds.join(", ")} for the interview`);

        // The event log: both events, their payloads and attempts; a resend keeps the event id.
        const logged = await typed(client.events.listEventsRaw({ interviewId: invitation.id }), EventListToJSON);
        check(
            isDeepStrictEqual(
                new Set(logged.data.map((e) => e.type)),
                new Set([EventType.InterviewStarted, EventType.InterviewEnded]),
            ),
            "both events in the log",
        );
        const detail = (await typed(client.events.getEventRaw({ id: ended.id }), EventEnvelopeToJSON)).data;
        check(
            isDeepStrictEqual(detail.payload, bodies.get(WebhookEventType.InterviewEnded)),
            "the logged payload is what was sent",
        );
        const ours = detail.deliveries.filter((d) => d.endpointId === endpoint.id);
        check(
            ours.length === 1 && at(ours, 0, "deliveries").status === WebhookDeliveryStatus.Delivered,
            `delivered to us: ${show(ours)}`,
        );
        const resent = (
            await typed(
                client.events.resendEventRaw({
                    id: ended.id,
                    eventResend: { endpointId: endpoint.id },
                    idempotencyKey: idempotencyKey(),
                }),
                EventResendResultEnvelopeToJSON,
            )
        ).data;
        check(isDeepStrictEqual(resent.endpointIds, [endpoint.id]), "resent to the endpoint");
        const again = await receiver.next(30);
        verifySignature(endpoint.secret, again);
        check(again.header("webhook-id") === ended.id, "a resend keeps the event id");
        console.log(`event log: ${logged.data.length} events; ${ended.id} resent with its id`);

        // Endpoint management: a signed ping, a rotated secret (both sign), new subscriptions.
        const ping = (
            await typed(
                webhooks.sendTestWebhookRaw({ id: endpoint.id, idempotencyKey: idempotencyKey() }),
                EventSummaryEnvelopeToJSON,
            )
        ).data;
        const pingDelivery = await receiver.next(30);
        verifySignature(endpoint.secret, pingDelivery);
        const pingRaw: unknown = JSON.parse(pingDelivery.body.toString("utf8"));
        const pinged = WebhookPingEventFromJSON(pingRaw);
        check(isObject(pingRaw) && instanceOfWebhookPingEvent(pinged), "a ping is a WebhookPingEvent");
        sameShape(pingRaw, WebhookPingEventToJSON(pinged), "webhook ping");
        check(pinged.id === ping.id && pinged.data.endpointId === endpoint.id, "the ping names its endpoint");
        const rotated = (
            await typed(
                webhooks.rotateWebhookSecretRaw({ id: endpoint.id, idempotencyKey: idempotencyKey() }),
                WebhookEndpointWithSecretEnvelopeToJSON,
            )
        ).data;
        check(rotated.secret !== endpoint.secret && rotated.previousSecretExpiresAt !== null, "rotated");
        await typed(webhooks.sendTestWebhookRaw({ id: endpoint.id }), EventSummaryEnvelopeToJSON);
        const signedTwice = await receiver.next(30);
        verifySignature(endpoint.secret, signedTwice);
        verifySignature(rotated.secret, signedTwice);
        const updated = (
            await typed(
                webhooks.updateWebhookEndpointRaw({
                    id: endpoint.id,
                    webhookEndpointUpdate: {
                        events: new Set([
                            WebhookEventType.InterviewStarted,
                            WebhookEventType.InterviewEnded,
                            WebhookEventType.InterviewCancelled,
                            WebhookEventType.InterviewErased,
                        ]),
                    },
                }),
                WebhookEndpointEnvelopeToJSON,
            )
        ).data;
        check(
            updated.events.includes(WebhookEventType.InterviewCancelled) &&
                updated.events.includes(WebhookEventType.InterviewErased),
            "subscribed to cancellations and erasures",
        );
        const recovered = (
            await typed(
                webhooks.recoverWebhookDeliveriesRaw({
                    id: endpoint.id,
                    webhookRecover: { since: new Date("2020-01-01T00:00:00.000Z") },
                    idempotencyKey: idempotencyKey(),
                }),
                WebhookRecoveryEnvelopeToJSON,
            )
        ).data;
        check(recovered.resent === 0, "nothing failed, nothing to recover");
        console.log("endpoint: ping verified, secret rotated (both signatures verify), more events subscribed");

        // A stored candidate is invited by id; the interview keeps the link.
        const byId = await typed(
            invitations.createInvitationRaw({ invitationCreate: { jobId: job.id, candidateId: lukas.id } }),
            InvitationToJSON,
        );
        check(byId.candidateId === lukas.id && byId.candidateName === lukas.name, "invited by candidate_id");
        const ofLukas = await typed(interviews.listInterviewsRaw({ candidateId: lukas.id }), InterviewListToJSON);
        check(isDeepStrictEqual(ids(ofLukas.data), [byId.id]), "interviews of the candidate");
        await typed(interviews.cancelInterviewRaw({ id: byId.id }), InterviewEnvelopeToJSON);
        // The cancellation reaches the endpoint subscribed to it a moment ago, signed with the new secret.
        const cancelled = await receiver.next(30);
        verifySignature(rotated.secret, cancelled);
        const cancelledEvent = WebhookEventFromJSON(cancelled.json());
        check(
            cancelledEvent.type === WebhookEventType.InterviewCancelled && cancelledEvent.data.id === byId.id,
            "the cancellation is delivered",
        );
        console.log(`invitation ${byId.id} of stored candidate ${lukas.id}, cancelled`);

        await workflow(client, job, run);
        await privacy(client, job, run, receiver, rotated.secret);
        await candidateRecord(client, run);
        await errors(client, baseUrl, result.id, run);
        await pagination(client, run);
        await testMode(baseUrl, client, run, await typed(credits.getCreditBalanceRaw(), CreditBalanceToJSON));

        // The endpoint listed, read, and deleted: then it is gone.
        const endpoints = await typed(webhooks.listWebhookEndpointsRaw({}), WebhookEndpointListToJSON);
        check(isDeepStrictEqual(ids(endpoints.data), [endpoint.id]), "the account's one endpoint listed");
        const current = (
            await typed(webhooks.getWebhookEndpointRaw({ id: endpoint.id }), WebhookEndpointEnvelopeToJSON)
        ).data;
        check(isDeepStrictEqual(current, updated), "the endpoint reads back as updated");
        const removed = await typed(webhooks.deleteWebhookEndpointRaw({ id: endpoint.id }), DeleteResultToJSON);
        check(removed.success, "endpoint deleted");
        await structuredError(webhooks.getWebhookEndpointRaw({ id: endpoint.id }), 404, ErrorType.ResourceNotFound);
        console.log(`endpoint ${endpoint.id} listed, read and deleted`);
    } finally {
        receiver.close();
    }
}

/** Jobs edited and archived, a batch with metadata, a link extended and re-issued, an evaluation. */
async function workflow(client: Client, job: Job, run: string): Promise<void> {
    const { jobs, invitations, interviews, sessions } = client;
    const edited = (
        await typed(
            jobs.updateJobRaw({
                id: job.id,
                jobUpdate: { title: `Staff Backend Engineer ${run}`, metadata: { requisition: `REQ-${run}` } },
            }),
            JobEnvelopeToJSON,
        )
    ).data;
    check(
        edited.title.startsWith("Staff") && isDeepStrictEqual(edited.metadata, { requisition: `REQ-${run}` }),
        "job edited",
    );
    const archived = (
        await typed(jobs.archiveJobRaw({ id: job.id, idempotencyKey: idempotencyKey() }), JobEnvelopeToJSON)
    ).data;
    check(archived.archivedAt !== null, "job archived");
    const listed = await typed(jobs.listJobsRaw({ archived: true, limit: 100 }), JobListToJSON);
    check(listed.data.some((j) => j.id === job.id), "listed with the archived jobs");
    await typed(jobs.unarchiveJobRaw({ id: job.id, idempotencyKey: idempotencyKey() }), JobEnvelopeToJSON);

    const results = (
        await typed(
            invitations.createInvitationBatchRaw({
                invitationBatch: {
                    invitations: [0, 1, 2].map((i) =>
                        InvitationCreateToJSONTyped({
                            jobId: job.id,
                            candidateName: `Batch ${i} ${run}`,
                            metadata: { ats: `${run}-${i}` },
                        }),
                    ),
                },
                idempotencyKey: idempotencyKey(),
            }),
            InvitationBatchResultsToJSON,
        )
    ).data;
    const statuses = results.map((r) => r.status);
    check(isDeepStrictEqual(statuses, [201, 201, 201]), `batch created: ${show(statuses)}`);
    const first = at(results, 0, "batch").invitation;
    check(first !== undefined, "a created item carries its invitation");
    const found = await typed(interviews.listInterviewsRaw({ metadata: `ats:${run}-0` }), InterviewListToJSON);
    check(isDeepStrictEqual(ids(found.data), [first.id]), "interviews filtered by metadata");

    const extended = (
        await typed(
            interviews.extendInterviewRaw({
                id: first.id,
                interviewExtend: { expiresInDays: 30 },
                idempotencyKey: idempotencyKey(),
            }),
            InterviewEnvelopeToJSON,
        )
    ).data;
    check(extended.expiresAt.getTime() > first.expiresAt.getTime(), "invitation extended");
    const renewed = (
        await typed(
            interviews.regenerateInterviewLinkRaw({ id: first.id, idempotencyKey: idempotencyKey() }),
            InvitationEnvelopeToJSON,
        )
    ).data;
    check(renewed.token !== first.token, "a new link");
    await structuredError(sessions.getSessionRaw({ token: first.token }), 410, ErrorType.LinkReplaced);

    const started = (await typed(sessions.startSessionRaw({ token: renewed.token }), SessionEnvelopeToJSON)).data;
    const completed = (
        await typed(
            sessions.completeSessionRaw({
                token: renewed.token,
                sessionComplete: { evaluation: { overallScore: 75, recommendation: Recommendation.Yes } },
            }),
            SessionEnvelopeToJSON,
        )
    ).data;
    check(completed.status === InterviewStatus.Completed, "completed with an evaluation");
    const evaluation = (
        await typed(
            sessions.setSessionEvaluationRaw({
                token: renewed.token,
                sessionEvaluation: {
                    evaluation: {
                        overallScore: 88,
                        recommendation: Recommendation.StrongYes,
                        summary: "Clear and careful.",
                        questions: new Set([{ questionId: at(started.questions, 0, "session").id, score: 90 }]),
                    },
                },
                idempotencyKey: idempotencyKey(),
            }),
            EvaluationEnvelopeToJSON,
        )
    ).data;
    check(evaluation !== null && evaluation.overallScore === 88, "evaluation replaced");
    const result = (await typed(interviews.getInterviewRaw({ id: first.id }), InterviewEnvelopeToJSON)).data;
    check(result.evaluation?.recommendation === Recommendation.StrongYes, "the evaluation is shown");
    console.log(
        "workflow: job edited and archived, batch of 3, link extended and re-issued, " +
            `evaluation ${evaluation.overallScore}`,
    );
}

/** Consent at start, the retention setting, a candidate's export and erasure, and its event. */
async function privacy(client: Client, job: Job, run: string, receiver: Receiver, secret: string): Promise<void> {
    const { candidates, invitations, sessions, settings, erasures } = client;
    const before = (await typed(settings.getSettingsRaw(), AccountSettingsEnvelopeToJSON)).data;
    const changed = (
        await typed(
            settings.updateSettingsRaw({ accountSettingsUpdate: { interviewDataRetentionDays: 3650 } }),
            AccountSettingsEnvelopeToJSON,
        )
    ).data;
    check(changed.interviewDataRetentionDays === 3650, "retention set");
    await typed(
        settings.updateSettingsRaw({
            accountSettingsUpdate: { interviewDataRetentionDays: before.interviewDataRetentionDays },
        }),
        AccountSettingsEnvelopeToJSON,
    );

    const person = (
        await typed(
            candidates.createCandidateRaw({ candidateCreate: { name: `Erin Example ${run}` } }),
            CandidateEnvelopeToJSON,
        )
    ).data;
    const invited = await typed(
        invitations.createInvitationRaw({ invitationCreate: { jobId: job.id, candidateId: person.id } }),
        InvitationToJSON,
    );
    await typed(
        sessions.startSessionRaw({
            token: invited.token,
            sessionStart: { consent: { noticeVersion: `notice-${run}` } },
        }),
        SessionEnvelopeToJSON,
    );
    const exported = (
        await typed(candidates.exportCandidateRaw({ id: person.id }), CandidateExportEnvelopeToJSON)
    ).data;
    check(
        exported.candidate.id === person.id && isDeepStrictEqual(ids(exported.interviews), [invited.id]),
        "export",
    );
    check(at(exported.interviews, 0, "export").consent?.noticeVersion === `notice-${run}`, "consent exported");
    const erased = (
        await typed(
            erasures.createErasureRaw({ erasureCreate: { candidateId: person.id }, idempotencyKey: idempotencyKey() }),
            ErasureEnvelopeToJSON,
        )
    ).data;
    check(isDeepStrictEqual(erased.interviewIds, [invited.id]), "the interview erased with the candidate");
    await candidateNotFound(candidates.getCandidateRaw({ id: person.id }));

    // `interview_erased` (opt-in, ids only: WebhookErasureEvent), signed like every event.
    const delivery = await receiver.until(
        30,
        secret,
        (payload) => isObject(payload) && payload["type"] === WebhookErasureEventTypeEnum.InterviewErased,
    );
    const raw = delivery.json();
    const event = WebhookErasureEventFromJSON(raw);
    check(isObject(raw) && instanceOfWebhookErasureEvent(event), "an erasure event is a WebhookErasureEvent");
    sameShape(raw, WebhookErasureEventToJSON(event), "webhook interview_erased");
    check(event.data.id === invited.id && event.data.erasureId === erased.id, `the erasure names both: ${show(raw)}`);
    const logged = await typed(
        client.events.listEventsRaw({ type: EventType.InterviewErased, interviewId: invited.id }),
        EventListToJSON,
    );
    check(isDeepStrictEqual(ids(logged.data), [event.id]), "the erasure event in the log");
    const redacted = (await typed(client.interviews.getInterviewRaw({ id: invited.id }), InterviewEnvelopeToJSON)).data;
    check(
        redacted.candidateName === "[erased]" && redacted.candidateId === null && redacted.erasedAt !== null,
        "the interview keeps no person",
    );
    console.log(`privacy: consent recorded, exported, erased ${erased.interviewIds.length} interview(s)`);
}

/** The candidate endpoints' own 404: the simple shape, `{"error": "Candidate not found"}`. */
async function candidateNotFound(call: Promise<unknown>): Promise<void> {
    const { response, raw } = await failure(call, 404);
    const error = SimpleErrorFromJSON(raw);
    check(isObject(raw) && instanceOfSimpleError(error), `${describe(response)}: 404 is not the simple error shape`);
    sameShape(raw, SimpleErrorToJSON(error), `${describe(response)} (404)`);
    check(error.error === "Candidate not found", `${describe(response)}: ${show(error.error)}`);
}

/** A candidate read, patched (merge, `null` removes, metadata keys set and removed) and deleted. */
async function candidateRecord(client: Client, run: string): Promise<void> {
    const { candidates } = client;
    const created = (
        await typed(
            candidates.createCandidateRaw({
                candidateCreate: {
                    name: `Nadia Haddad ${run}`,
                    title: "Platform Engineer",
                    cv: { summary: "Infrastructure and reliability.", skills: [{ name: "Kubernetes" }] },
                    metadata: { ats_id: `ats-${run}`, stage: "screen" },
                },
            }),
            CandidateEnvelopeToJSON,
        )
    ).data;
    const read = (await typed(candidates.getCandidateRaw({ id: created.id }), CandidateEnvelopeToJSON)).data;
    check(isDeepStrictEqual(read, created), "a candidate reads back as created");
    check(
        read.cv !== null && read.cv.workExperiences.length === 0 && read.cv.education.length === 0,
        "CV arrays omitted on input come back as []",
    );

    const patched = (
        await typed(
            candidates.updateCandidateRaw({
                id: created.id,
                candidateUpdate: { title: "Staff Platform Engineer", metadata: { stage: null, owner: "typescript" } },
            }),
            CandidateEnvelopeToJSON,
        )
    ).data;
    check(patched.name === created.name && patched.title === "Staff Platform Engineer", "title patched, name kept");
    check(isDeepStrictEqual(patched.metadata, { ats_id: `ats-${run}`, owner: "typescript" }), "metadata merged");
    check(patched.updatedAt.getTime() >= created.updatedAt.getTime(), "updated_at moves forward");
    check(
        patched.cv !== null && patched.cv.parsedAt.getTime() === patched.updatedAt.getTime(),
        "parsedAt refreshed with updated_at",
    );
    check(isDeepStrictEqual(patched.cv.skills, created.cv?.skills), "the CV kept as it was");

    const cleared = (
        await typed(
            candidates.updateCandidateRaw({
                id: created.id,
                candidateUpdate: { title: null, cv: null, metadata: null },
            }),
            CandidateEnvelopeToJSON,
        )
    ).data;
    check(cleared.title === null && cleared.cv === null, "null removes the title and the CV");
    check(Object.keys(cleared.metadata).length === 0, "null metadata removes every key");

    const deleted = await typed(candidates.deleteCandidateRaw({ id: created.id }), DeleteResultToJSON);
    check(deleted.success, "deleted");
    await candidateNotFound(candidates.getCandidateRaw({ id: created.id }));
    await candidateNotFound(candidates.deleteCandidateRaw({ id: created.id }));
    const remaining = await typed(candidates.listCandidatesRaw({ search: `Nadia Haddad ${run}` }), CandidateListToJSON);
    check(remaining.data.length === 0 && remaining.pagination.total === 0, "a deleted candidate is not listed");
    console.log(`candidate ${created.id}: read, patched (title, metadata, then cleared), deleted`);
}

/** The documented error shapes, as the client's ResponseError carries them. */
async function errors(client: Client, baseUrl: string, completedInterviewId: string, run: string): Promise<void> {
    const { candidates, jobs, interviews } = client;

    const missing = await structuredError(jobs.getJobRaw({ id: randomUUID() }), 404, ErrorType.ResourceNotFound);
    check(missing.details === undefined, "a 404 has no details");

    const invalidJob = await structuredError(
        jobs.createJobRaw({
            jobCreate: {
                title: `Too quick ${run}`,
                questions: [{ questionText: "Ready?", questionType: QuestionType.Behavioral, timeLimitSeconds: 5 }],
            },
        }),
        400,
        ErrorType.ValidationError,
    );
    const details = invalidJob.details ?? {};
    check(
        Object.keys(details).includes("questions[0].time_limit_seconds") &&
            typeof details["questions[0].time_limit_seconds"] === "string",
        `validation details name the field: ${show(details)}`,
    );

    // The candidate endpoints' own 400: every problem, each with its path.
    const { response, raw } = await failure(
        candidates.createCandidateRaw({
            candidateCreate: {
                name: "",
                cv: {
                    workExperiences: [
                        { company: "Northwind Payments", title: "Engineer", startDate: "2022-05", endDate: "2021-01" },
                    ],
                },
            },
        }),
        400,
    );
    const invalid = SimpleValidationErrorFromJSON(raw);
    check(
        isObject(raw) && instanceOfSimpleValidationError(invalid),
        `${describe(response)}: not the simple validation shape`,
    );
    sameShape(raw, SimpleValidationErrorToJSON(invalid), `${describe(response)} (400)`);
    check(invalid.error === "Validation failed", `simple validation error text: ${show(invalid.error)}`);
    const paths = invalid.details.map((issue) => issue.path.join("."));
    check(paths.includes("name") && paths.includes("cv.workExperiences.0.endDate"), `validation paths: ${show(paths)}`);
    const order = invalid.details.find((issue) => issue.path.join(".") === "cv.workExperiences.0.endDate");
    check(order?.message === "must not be before startDate", `the rule JSON Schema cannot say: ${show(order)}`);

    // An unknown key: 401, structured on the candidate endpoints too (a cross-cutting error).
    const unknownKey = new Client(baseUrl, `ivk_live_${"0".repeat(64)}`);
    for (const call of [() => unknownKey.jobs.listJobsRaw({}), () => unknownKey.candidates.listCandidatesRaw({})]) {
        const { response } = await structuredError(call(), 401, ErrorType.AuthenticationError);
        const challenge = response.headers.get("www-authenticate");
        check(challenge === "Bearer", `${describe(response)}: 401 with WWW-Authenticate ${show(challenge)}`);
    }

    await structuredError(interviews.cancelInterviewRaw({ id: completedInterviewId }), 409, ErrorType.InvalidState);

    const key = idempotencyKey();
    const question = { questionText: "Why?", questionType: QuestionType.Behavioral };
    const once = (
        await typed(
            jobs.createJobRaw({ jobCreate: { title: `Once ${run}`, questions: [question] }, idempotencyKey: key }),
            JobEnvelopeToJSON,
        )
    ).data;
    const replayed = await jobs.createJobRaw({
        jobCreate: { title: `Once ${run}`, questions: [question] },
        idempotencyKey: key,
    });
    check(replayed.raw.headers.get("idempotent-replayed") === "true", "a replay says so");
    check((await replayed.value()).data.id === once.id, "a replay creates nothing");
    await structuredError(
        jobs.createJobRaw({
            jobCreate: { title: `Twice ${run}`, questions: [question] },
            idempotencyKey: key,
        }),
        422,
        ErrorType.IdempotencyError,
    );
    console.log("errors: 404, 400 (both shapes, with their details), 401, 409 and 422 read through ResponseError");
}

interface CursorPage<T> {
    data: T[];
    pagination: CursorPagination;
}

/** Every page of a cursor-paged list, following `next_cursor`; checks the pagination object on the way. */
async function walk<T>(fetchPage: (cursor: string | undefined) => Promise<CursorPage<T>>): Promise<T[][]> {
    const pages: T[][] = [];
    let cursor: string | undefined;
    for (;;) {
        check(pages.length < 1000, "a cursor walk that does not end");
        const page = await fetchPage(cursor);
        pages.push(page.data);
        const next = page.pagination.nextCursor;
        check(page.pagination.hasMore === (next !== null), "has_more is true exactly when next_cursor is given");
        if (next === null) {
            return pages;
        }
        check(/^[A-Za-z0-9_-]{21}[AQgw]$/.test(next), `a cursor is 22 URL-safe characters: ${next}`);
        cursor = next;
    }
}

/** Cursor pages walked to the end (jobs, interviews), page-numbered candidate pages, a bad cursor. */
async function pagination(client: Client, run: string): Promise<void> {
    const { candidates, jobs, interviews } = client;
    const created: Job[] = [];
    for (let i = 0; i < 5; i++) {
        created.push(
            (
                await typed(
                    jobs.createJobRaw({
                        jobCreate: {
                            title: `Paged ${i} ${run}`,
                            questions: [{ questionText: "Why this team?", questionType: QuestionType.Behavioral }],
                        },
                    }),
                    JobEnvelopeToJSON,
                )
            ).data,
        );
    }
    const everything = await typed(jobs.listJobsRaw({ limit: 100 }), JobListToJSON);
    check(!everything.pagination.hasMore, "this account's jobs fit one page of 100");
    const pages = await walk((cursor) => typed(jobs.listJobsRaw({ limit: 2, cursor }), JobListToJSON));
    check(pages.slice(0, -1).every((p) => p.length === 2), "every page but the last is full");
    const walked = ids(pages.flat());
    check(isDeepStrictEqual(walked, ids(everything.data)), "the pages make up the whole list, in order");
    check(new Set(walked).size === walked.length, "no job on two pages");
    const times = pages.flat().map((j) => j.createdAt.getTime());
    check(times.every((t, i) => i === 0 || t <= at(times, i - 1, "jobs")), "newest first");
    const ours = walked.filter((id) => created.some((j) => j.id === id));
    check(isDeepStrictEqual(ours, ids(created).reverse()), "the new jobs, newest first");

    const interviewPages = await walk((cursor) =>
        typed(interviews.listInterviewsRaw({ limit: 3, cursor }), InterviewListToJSON),
    );
    const allInterviews = await typed(interviews.listInterviewsRaw({ limit: 100 }), InterviewListToJSON);
    check(
        isDeepStrictEqual(ids(interviewPages.flat()), ids(allInterviews.data)),
        "interview pages make up the whole list",
    );

    for (let i = 0; i < 3; i++) {
        await typed(
            candidates.createCandidateRaw({ candidateCreate: { name: `Paged ${i} ${run}`, metadata: { batch: run } } }),
            CandidateEnvelopeToJSON,
        );
    }
    const numbered: Candidate[] = [];
    for (let number = 1; number <= 3; number++) {
        const page = await typed(
            candidates.listCandidatesRaw({ page: number, limit: 2, metadata: `batch:${run}` }),
            CandidateListToJSON,
        );
        check(
            isDeepStrictEqual(page.pagination, { page: number, limit: 2, total: 3, totalPages: 2 }),
            `page ${number}: ${show(page.pagination)}`,
        );
        check(page.data.length === [2, 1, 0][number - 1], `page ${number} holds ${page.data.length}`);
        numbered.push(...page.data);
    }
    check(
        isDeepStrictEqual(numbered.map((c) => c.name), [2, 1, 0].map((i) => `Paged ${i} ${run}`)),
        "numbered pages, newest first",
    );

    const bad = await structuredError(jobs.listJobsRaw({ cursor: "not-a-cursor" }), 400, ErrorType.ValidationError);
    check(bad.details !== undefined && "cursor" in bad.details, `a bad cursor is named: ${show(bad.details)}`);
    console.log(
        `pagination: ${pages.length} cursor pages of jobs, ${interviewPages.length} of interviews, ` +
            "3 numbered pages of candidates",
    );
}

/**
 * A test key made through the API drives a whole interview to its end without a runtime and
 * without touching the live world; then it is revoked and refused.
 */
async function testMode(baseUrl: string, live: Client, run: string, before: CreditBalance): Promise<void> {
    const created = (
        await typed(
            live.apiKeys.createApiKeyRaw({
                apiKeyCreate: { name: `typescript flow test ${run}`, mode: KeyMode.Test },
                idempotencyKey: idempotencyKey(),
            }),
            ApiKeyWithSecretEnvelopeToJSON,
        )
    ).data;
    check(created.key.startsWith("ivk_test_") && created.mode === KeyMode.Test, "a test key");
    const listed = await typed(live.apiKeys.listApiKeysRaw({}), ApiKeyListToJSON);
    check(listed.data.some((k) => k.id === created.id), "the key is listed");
    check(!JSON.stringify(ApiKeyListToJSON(listed)).includes(created.key), "never with its secret");
    const keyPages = await walk((cursor) => typed(live.apiKeys.listApiKeysRaw({ limit: 1, cursor }), ApiKeyListToJSON));
    const keys = keyPages.flat();
    check(keyPages.every((p) => p.length === 1) && keys.length === listed.data.length, "one key a page");
    check(at(keys, keys.length - 1, "keys").id === created.id, "keys oldest first: the new one last");

    const client = new Client(baseUrl, created.key);
    const receiver = await Receiver.start();
    let invitation: Invitation;
    try {
        const endpoint = (
            await typed(
                client.webhooks.createWebhookEndpointRaw({
                    webhookEndpointCreate: { url: receiver.url, events: new Set([WebhookEventType.InterviewEnded]) },
                }),
                WebhookEndpointWithSecretEnvelopeToJSON,
            )
        ).data;
        const job = (
            await typed(
                client.jobs.createJobRaw({
                    jobCreate: {
                        title: `Test mode job ${run}`,
                        questions: [{ questionText: "Why this team?", questionType: QuestionType.Behavioral }],
                    },
                }),
                JobEnvelopeToJSON,
            )
        ).data;
        const candidate = (
            await typed(
                client.candidates.createCandidateRaw({ candidateCreate: { name: `Test candidate ${run}` } }),
                CandidateEnvelopeToJSON,
            )
        ).data;
        invitation = await typed(
            client.invitations.createInvitationRaw({ invitationCreate: { jobId: job.id, candidateId: candidate.id } }),
            InvitationToJSON,
        );
        const simulated = (
            await typed(
                client.interviews.simulateInterviewRaw({
                    id: invitation.id,
                    interviewSimulation: { outcome: SimulationOutcome.Completed },
                }),
                InterviewEnvelopeToJSON,
            )
        ).data;
        check(simulated.status === InterviewStatus.Completed && simulated.responses.length === 1, "simulated");
        const delivery = await receiver.next(60);
        verifySignature(endpoint.secret, delivery);
        const event = WebhookEventFromJSON(JSON.parse(delivery.body.toString("utf8")));
        check(event.data.id === invitation.id && event.data.status === InterviewStatus.Completed, "test webhook");
        await structuredError(client.apiKeys.listApiKeysRaw({}), 403, ErrorType.PermissionError);
    } finally {
        receiver.close();
    }

    const liveInterviews = await typed(live.interviews.listInterviewsRaw({ limit: 100 }), InterviewListToJSON);
    check(liveInterviews.data.every((i) => i.id !== invitation.id), "a test interview is not in live lists");
    const after = await typed(live.credits.getCreditBalanceRaw(), CreditBalanceToJSON);
    check(isDeepStrictEqual(after, before), "the live balance is untouched by test mode");

    const revoked = await typed(live.apiKeys.deleteApiKeyRaw({ id: created.id }), DeleteResultToJSON);
    check(revoked.success, "revoked");
    await structuredError(client.jobs.listJobsRaw({}), 401, ErrorType.AuthenticationError);
    console.log(`test mode: key ${created.prefix}…, interview ${invitation.id} simulated, webhook verified, revoked`);
}

async function main(): Promise<number> {
    const { values } = parseArgs({
        options: { "base-url": { type: "string" }, "api-key": { type: "string" } },
    });
    const baseUrl = values["base-url"];
    const apiKey = values["api-key"];
    if (baseUrl === undefined || apiKey === undefined) {
        console.error("usage: flow.js --base-url URL --api-key KEY");
        return 2;
    }
    try {
        await flow(baseUrl, apiKey);
    } catch (error) {
        if (error instanceof ResponseError) {
            const body = await error.response.text();
            console.error(`typescript flow FAILED: ${error.response.status} from ${describe(error.response)}: ${body}`);
            return 1;
        }
        if (error instanceof FlowError) {
            console.error(`typescript flow FAILED: ${error.message}`);
            return 1;
        }
        if (error instanceof Error) {
            const cause = error.cause instanceof Error ? `\ncaused by ${error.cause.message}` : "";
            console.error(`typescript flow FAILED: ${error.stack ?? `${error.name}: ${error.message}`}${cause}`);
            return 1;
        }
        throw error;
    }
    console.log("typescript flow: passed");
    return 0;
}

main().then((code) => process.exit(code));
