import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { useServices } from "../app/services";
import { signOut } from "../auth/auth";

/** Logout from anywhere (the user menu, should_logout, a 401 on a detail screen): stores, session, Login. */
export function useSignOut(): () => Promise<void> {
  const services = useServices();
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut(services);
    await navigate("/login");
  }, [services, navigate]);
}
