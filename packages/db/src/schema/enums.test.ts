import {
  CardStatusSchema,
  DegreeLevelSchema,
  InstitutionProposalSchema,
  NotificationChannelSchema,
  NotificationTypeSchema,
  ReviewStatusSchema,
  UserRoleSchema,
} from "@keen/contracts";
import { ChatRoomSchema } from "@keen/contracts/community/messages";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../test-database";
import { cardStatus } from "./cards";
import { chatRoomKind } from "./community";
import { institutionProposalStatus } from "./institution-proposals";
import { degreeLevel, notificationChannel, notificationType } from "./members";
import { reviewStatus } from "./reviews";
import { userRole } from "./users";

const { db } = await useTestDatabase();

// Each database enum beside the zod enum the API validates and answers with (issue 26).
const pairs = [
  { pgEnum: userRole, zodValues: UserRoleSchema.options },
  { pgEnum: degreeLevel, zodValues: DegreeLevelSchema.options },
  { pgEnum: notificationType, zodValues: NotificationTypeSchema.options },
  { pgEnum: notificationChannel, zodValues: NotificationChannelSchema.options },
  { pgEnum: cardStatus, zodValues: CardStatusSchema.options },
  { pgEnum: chatRoomKind, zodValues: ChatRoomSchema.shape.kind.options },
  { pgEnum: reviewStatus, zodValues: ReviewStatusSchema.options },
  { pgEnum: institutionProposalStatus, zodValues: InstitutionProposalSchema.shape.status.options },
];

describe.each(pairs)("the $pgEnum.enumName enum", ({ pgEnum, zodValues }) => {
  it("has the zod contract's values in the same order", () => {
    expect([...pgEnum.enumValues]).toEqual([...zodValues]);
  });

  it("has the migrated database's values in the same order", async () => {
    const result = await db.execute<{ label: string }>(
      sql`select label::text as label
          from unnest(enum_range(null::${sql.identifier(pgEnum.enumName)})) with ordinality as e(label, n)
          order by n`,
    );
    expect(result.rows.map((row) => row.label)).toEqual([...pgEnum.enumValues]);
  });
});
