import { useMutation } from "@tanstack/react-query";
import { idpClient } from "@/lib/api-client";

/** Asks the identity provider to mail a new verification link (`POST /api/v2/jobs/verification-email`). */
export async function sendVerificationEmail(sub: string): Promise<void> {
  await idpClient.post("/jobs/verification-email", { user_id: sub });
}

/** The "Resend verification email" action (the provider limits how often; its 429 message is shown). */
export function useSendVerificationEmail(sub: string | undefined) {
  return useMutation({
    mutationFn: () => {
      if (!sub) throw new Error("You are not signed in.");
      return sendVerificationEmail(sub);
    },
  });
}
