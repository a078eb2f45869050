import { afterEach, describe, expect, it } from "vitest";
import {
  clearNotifications,
  createNotificationId,
  dismissNotification,
  getNotifications,
  notify,
} from "./notifications";

afterEach(() => clearNotifications());

describe("notifications", () => {
  it("makes ids from the timestamp plus a random number up to 9999", () => {
    expect(createNotificationId(1700000000000, () => 0.99999)).toBe("1700000000000-9999");
    expect(createNotificationId(5, () => 0)).toBe("5-0");
  });

  it("queues notifications until they are dismissed", () => {
    const id = notify({ type: "error", title: "Error", message: "Card not found" });
    expect(getNotifications()).toEqual([{ id, type: "error", title: "Error", message: "Card not found" }]);
    dismissNotification(id);
    expect(getNotifications()).toEqual([]);
  });
});
