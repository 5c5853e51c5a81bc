"""The event-sourced match application: aggregate, service, stores, log followers, scheduling."""
