import path from "node:path";
import { idpAccounts, idpActionTokens } from "@keen/db";
import { findLink, listOutbox, type Mailer, type MailMessage, type OutboxEntry } from "@keen/mail";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../test/db";
import { buildAccount, signIn, signUp } from "../test/accounts";
import { TestBrowser } from "../test/browser";
import { startTestIdp } from "../test/harness";
import { callbackParams, hiddenValue } from "../test/pages";
import { sendMailJob } from "./idp-jobs";

const { db, url } = await useTestDatabase();

/** Stands in for the SMTP server (outside our system): keeps what it accepts, refuses while down. */
const mailServer = { accepted: [] as MailMessage[], attempts: 0, isDown: false };
const mailer: Mailer = {
  send: async (message) => {
    mailServer.attempts += 1;
    if (mailServer.isDown) throw new Error("421 mail server unavailable");
    mailServer.accepted.push(message);
  },
};
const idp = await startTestIdp(url, {}, { mailer });
afterAll(() => idp.close());
beforeEach(() => {
  mailServer.accepted.length = 0;
  mailServer.attempts = 0;
  mailServer.isDown = false;
});

const mailJobsTo = async (to: string) =>
  (await idp.jobs.findJobs(sendMailJob.name)).filter((job) => (job.data as MailMessage).to === to);

describe("idp.send-mail", () => {
  it("is recorded by the sign-up request and delivers the verification e-mail when it runs", async () => {
    const email = `new-${crypto.randomUUID().slice(0, 8)}@example.edu`;
    const { browser, done } = await signUp(idp, email);
    expect(callbackParams(done, idp.config.appUrl).get("error_description")).toMatch(/verify your email/i);
    // The request only recorded the e-mail; nothing reached the mail server yet.
    expect(mailServer.attempts).toBe(0);
    const [recorded] = await mailJobsTo(email);
    expect(recorded).toMatchObject({
      state: "created",
      data: { subject: "Verify your email for KEEN Cards" },
    });

    expect(await idp.jobs.runDue()).toBe(1);
    expect(mailServer.accepted.map((message) => message.to)).toEqual([email]);
    const link = findLink(mailServer.accepted[0]?.text ?? "", "/email/verify");
    expect((await browser.visit(link ?? "")).body).toContain("Email verified");
    expect((await mailJobsTo(email))[0]?.state).toBe("completed");
  });

  it("is not recorded when the change it belongs to rolls back", async () => {
    const account = await buildAccount(db);
    const { accessToken } = await signIn(idp, account.email);
    // Fails the commit itself (as a serialization failure would), after the e-mail was recorded.
    await db.execute(sql`create function refuse_commit() returns trigger language plpgsql
      as $$ begin raise exception 'refused at commit' using errcode = '40001'; end $$`);
    await db.execute(sql`create constraint trigger refuse_commit after insert on ${idpActionTokens}
      deferrable initially deferred for each row when (new.new_email like 'refused-%')
      execute function refuse_commit()`);
    const newEmail = `refused-${account.email}`;
    const response = await idp.app.inject({
      method: "PATCH",
      url: `/api/v2/users/${account.id}`,
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { email: newEmail },
    });
    expect(response.statusCode).toBe(500);
    expect(await mailJobsTo(newEmail)).toEqual([]);
    expect(await idp.jobs.runDue()).toBe(0);
    expect(mailServer.attempts).toBe(0);
    // The link's token rolled back with it, and the address never changed (only the link would).
    const [stored] = await db.select().from(idpAccounts).where(eq(idpAccounts.id, account.id));
    expect(stored?.email).toBe(account.email);
    expect(await db.select().from(idpActionTokens).where(eq(idpActionTokens.accountId, account.id))).toEqual(
      [],
    );
  });

  it("lets the request succeed while the mail server fails, retries with growing delays, then ends failed", async () => {
    const account = await buildAccount(db);
    mailServer.isDown = true;
    const browser = new TestBrowser(idp.issuer);
    const form = await browser.visit("/password/forgot");
    const sent = await browser.submit("/password/forgot", {
      email: account.email,
      _csrf: hiddenValue(form.body, "_csrf"),
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toContain("If an account exists for that address");

    const delays: number[] = [];
    // The first attempt and its 8 retries.
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      await idp.jobs.runDue();
      expect(mailServer.attempts).toBe(attempt);
      const [job] = await mailJobsTo(account.email);
      if (attempt === 9) {
        expect(job).toMatchObject({ state: "failed", output: { message: "421 mail server unavailable" } });
        break;
      }
      expect(job?.state).toBe("retry");
      delays.push((job?.startAfter.getTime() ?? 0) - Date.now());
      // Not due before its delay…
      expect(await idp.jobs.runDue()).toBe(0);
      // …which the test skips instead of waiting it out.
      await db.execute(sql`update pgboss.job set start_after = now() where id = ${job?.id}`);
    }
    expect(mailServer.accepted).toEqual([]);
    // 10 s doubling (with jitter), at most 10 minutes apart.
    expect(delays[0]).toBeGreaterThan(9_000);
    expect(delays[0]).toBeLessThan(21_000);
    for (const [i, delay] of delays.entries()) {
      if (i > 0) expect(delay).toBeGreaterThanOrEqual((delays[i - 1] ?? 0) - 1000);
    }
    expect(delays.at(-1)).toBeGreaterThan(590_000);
    expect(delays.at(-1)).toBeLessThanOrEqual(600_000);
  });

  // Last: an IdP that works jobs also schedules the pruner, whose job would upset the counts above.
  it("is delivered within moments by the workers of an IdP that works jobs, without anyone running it", async () => {
    const worker = await startTestIdp(url, { JOBS_WORK: "true" });
    try {
      const email = `new-${crypto.randomUUID().slice(0, 8)}@example.edu`;
      const started = Date.now();
      await signUp(worker, email);
      let delivered: OutboxEntry | undefined;
      while (!delivered && Date.now() - started < 5000) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const outbox = await listOutbox(path.join(worker.config.dataDir, "outbox"));
        delivered = outbox.find((message) => message.to.includes(email));
      }
      expect(delivered?.subject).toBe("Verify your email for KEEN Cards");
    } finally {
      await worker.close();
    }
  });
});
