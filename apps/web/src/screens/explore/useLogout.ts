import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { useServices } from "../../app/services";
import { signOut } from "../../auth/auth";

/** should_logout, a lost session or a forbidden ban: every store cleared, then Login. */
export function useLogout(): () => void {
  const services = useServices();
  const navigate = useNavigate();
  return useCallback(() => {
    void signOut(services).then(() => navigate("/login"));
  }, [services, navigate]);
}
