import { useLoaderData } from "react-router";

export function meta() {
  return [{ title: "Floor" }, { name: "description", content: "A bare React Router page." }];
}

// A loader, as every page of the site has one: the data reaches the browser the same way.
export function loader() {
  return { heading: "A bare React Router page", text: "Rendered on the server, then hydrated." };
}

export default function Home() {
  const { heading, text } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>{heading}</h1>
      <p>{text}</p>
    </main>
  );
}
