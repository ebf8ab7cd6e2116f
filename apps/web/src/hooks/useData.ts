import { useMemo } from "react";
import { useServices } from "../app/services";
import { createData, type Data } from "../data";

/** The data layer on the services' API client (a fake one in tests). */
export function useData(): Data {
  const { api } = useServices();
  return useMemo(() => createData(api), [api]);
}
